/// The walk up a responder chain (`UIResponder.next`): the first responder that is what the
/// caller looks for — the view controller a SwiftUI view is laid out in, for a presentation.
///
/// ```swift
/// ResponderChain.first(from: anchorView, next: \.next) { $0 as? UIViewController }
/// ```
package enum ResponderChain {
    /// The first of `start` and the responders after it that `match` turns into a value.
    ///
    /// - Parameters:
    ///   - start: Where the walk starts (its own match is asked first).
    ///   - next: The responder after one (`next`).
    ///   - match: The value a responder stands for, or `nil` to go on.
    /// - Returns: The first value, or `nil` at the end of the chain.
    /// - Complexity: O(length of the chain).
    package static func first<Responder, Found>(
        from start: Responder, next: (Responder) -> Responder?, where match: (Responder) -> Found?
    ) -> Found? {
        var responder: Responder? = start
        while let current = responder {
            if let found = match(current) { return found }
            responder = next(current)
        }
        return nil
    }
}
