import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionPlan {
    /// The plan for a screen that cannot follow its additional safe-area insets frame by frame:
    /// the insets are settled at the start, and the screen moves instead.
    ///
    /// A SwiftUI hosting controller lays its content out again whenever its safe area changes, and
    /// that layout is not interpolated: animating (or scrubbing) `additionalSafeAreaInsets` makes
    /// its content jump to the end state at once. So for each element whose insets change
    /// (the safe-area morph's arriving screen), the insets take their end value from the start —
    /// the content is laid out once — and the element's frame starts offset vertically by the
    /// difference of the top insets (start minus end) and glides to its own frame. The content's
    /// top then follows the toolbar's height morph continuously while a finger scrubs, as the
    /// insets would have; the frame's size never changes, so nothing is laid out again.
    ///
    /// ```swift
    /// // arriving screen: insets top 44 → 96, frame y 0 → 0
    /// plan.settlingSafeAreaInsets()
    /// // arriving screen: insets top 96 → 96, frame y −52 → 0
    /// ```
    ///
    /// Elements whose insets do not change (or are not animated) are kept as they are.
    ///
    /// - Returns: The plan with settled insets, as played (a reversed plan's elements already
    ///   reversed).
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

    /// Whether a screen settles its insets: whether one of its classes, itself first then its
    /// superclasses, is SwiftUI's `UIHostingController` (the generic class cannot be named without
    /// its root view's type, so its name is looked for).
    ///
    /// ```swift
    /// TransitionPlan.settlesSafeAreaInsets(classNames: ["TransitionKit.RouteHostingController",
    ///     "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_", "UIViewController"])   // true
    /// ```
    ///
    /// - Parameter classNames: The screen's class names (`NSStringFromClass`), most derived first.
    /// - Returns: Whether a name contains `UIHostingController`.
    package static func settlesSafeAreaInsets(classNames: some Sequence<String>) -> Bool {
        classNames.contains { $0.contains("UIHostingController") }
    }
}
