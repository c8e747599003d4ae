import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionPlan {
    /// A SwiftUI hosting controller jumps to its end layout when its safe area animates, so its insets
    /// take their end value at once and its frame glides instead (see Choreography internals).
    func settlingSafeAreaInsets() -> TransitionPlan {
        let settled = elements.map { element -> Element in
            guard let start = element.from.additionalSafeAreaInsets,
                let end = element.to.additionalSafeAreaInsets,
                start != end
            else { return element }
            var element = element
            element.from.additionalSafeAreaInsets = end
            element.from.frame = element.from.frame.offsetBy(dx: 0, dy: CGFloat(start.top - end.top))
            return element
        }
        return TransitionPlan(elements: settled, duration: duration, timing: timing)
    }

    /// Looks for `UIHostingController` by name in `classNames` (most derived first): the generic class
    /// cannot be named without its root view's type.
    package static func settlesSafeAreaInsets(classNames: some Sequence<String>) -> Bool {
        classNames.contains { $0.contains("UIHostingController") }
    }
}
