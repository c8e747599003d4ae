import Foundation
import TransitionKit
import TransitionKitGallery

extension PreviewCatalog {
    /// The cross-fade in a tab bar controller with the bars moving as `SystemBarChoreography` moves them:
    /// on the push the 83 pt tab bar slides down and the navigation bar slides in from above the status bar.
    package static let systemBars = Entry(
        name: "systemBars",
        summary: "A cross-fade under system bars: the tab bar slides down, the navigation bar in"
    ) { operation, layoutDirection, preferences in
        let transition = BuiltInTransition.crossFade
        let geometry = transition.sampleGeometry(operation: operation, layoutDirection: layoutDirection)
        let decision = transition.decision(for: geometry, preferences: preferences)
        let plan = decision.plan(for: geometry)
        let bars = barElements(operation: operation, canvas: geometry.containerBounds)
        return PreviewScene(
            transition: "systemBars", operation: operation, layoutDirection: layoutDirection,
            plan: TransitionPlan(
                elements: plan.elements + bars, duration: plan.duration, timing: plan.timing),
            canvas: geometry.containerBounds, decision: decision, geometry: geometry)
    }

    /// As vertical translations: the root shows the tab bar and hides the navigation bar, the detail the
    /// reverse.
    static func barElements(operation: NavigationOperation, canvas: CGRect) -> [TransitionPlan.Element] {
        typealias Choreography = SystemBarChoreography
        let tabBar = CGRect(x: 0, y: canvas.maxY - 83, width: canvas.width, height: 83)
        let navigationBar = CGRect(x: 0, y: 47, width: canvas.width, height: 44)
        let bars: [(Choreography.Bar, Role, CGRect, hiddenOnRoot: Bool)] = [
            (.tabBar, .custom("tabBar"), tabBar, false),
            (.navigationBar, .custom("navigationBar"), navigationBar, true),
        ]
        return bars.compactMap { bar, role, frame, hiddenOnRoot in
            let root = Choreography.Reading(frame: frame, isHidden: hiddenOnRoot)
            let detail = Choreography.Reading(frame: frame, isHidden: !hiddenOnRoot)
            let motion = Choreography.motion(
                of: bar, before: operation == .push ? root : detail, after: operation == .push ? detail : root
            )
            guard let start = motion.start, let end = motion.end else { return nil }
            return TransitionPlan.Element(
                role: role,
                from: VisualState(frame: frame, transform: .translation(x: 0, y: start.offset)),
                to: VisualState(frame: frame, transform: .translation(x: 0, y: end)))
        }
    }
}
