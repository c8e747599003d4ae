/// The walk up `UIResponder.next`, e.g. to the view controller a SwiftUI view is laid out in.
enum ResponderChain {
    /// `start` is asked first; `nil` at the end of the chain.
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
