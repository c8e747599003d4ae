import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PreviewCatalog {
    // TEMPORARY stand-in until the built-in choreographies land on main: one hand-made plan so the
    // pipeline runs end to end. Replaced by `BuiltInTransition.allCases` (this is the only file
    // that changes).
    /// Every built-in transition on the library's sample phone geometry.
    public static let builtIn = PreviewCatalog(entries: [
        Entry(name: "standIn", summary: "A hand-made stand-in plan (until the built-ins land)") {
            operation, isRightToLeft in
            let screen = PreviewScene.phoneCanvas
            let sign: CGFloat = isRightToLeft ? -1 : 1
            let plan = TransitionPlan(
                elements: [
                    .init(
                        role: .fromView, from: VisualState(frame: screen),
                        to: VisualState(frame: screen.offsetBy(dx: -117 * sign, dy: 0), alpha: 0.9)),
                    .init(
                        role: .toView, from: VisualState(frame: screen.offsetBy(dx: 390 * sign, dy: 0)),
                        to: VisualState(frame: screen)),
                    .init(
                        role: .toToolbar,
                        from: VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 44), alpha: 0),
                        to: VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 44))),
                ], duration: 0.35, timing: .spring(Spring(duration: 0.35, bounce: 0.2)))
            return PreviewScene(
                transition: "standIn", operation: operation, isRightToLeft: isRightToLeft,
                plan: operation == .push ? plan : plan.reversed(), canvas: screen)
        }
    ])
}
