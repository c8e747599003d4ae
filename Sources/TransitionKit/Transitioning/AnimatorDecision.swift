/// What a navigation delegate vends as the animation controller for one push or pop.
///
/// The one decision behind `navigationController(_:animationControllerFor:from:to:)`, made from
/// values so it is tested without UIKit:
///
/// ```swift
/// let decision = AnimatorDecision.decide(
///     style: match?.value.style, reduceMotionEnabled: true, prefersCrossFadeTransitions: false,
///     interactionIsDriving: false)
/// // .zoom → .plan(.crossFade)
/// ```
///
/// 1. The matched style is first resolved for the user's motion settings
///    (``TransitionStyle/resolved(reduceMotionEnabled:prefersCrossFadeTransitions:)``).
/// 2. A built-in kind plays its plan (``plan(_:)``); `.custom` vends the registration's own
///    animator (``custom(_:fallback:)``), or — when its factory and the app's delegate both vend
///    nothing — the fallback.
/// 3. `.system`, or no match at all, defers to the app's own delegate (``deferToApp(fallback:)``).
///    UIKit ignores interaction controllers when the animation controller is `nil`, so while an
///    interaction driver is driving the navigation the fallback is the (resolved) ``TransitionStyle/slide``;
///    otherwise there is no fallback and UIKit animates.
public enum AnimatorDecision: Sendable, Hashable {
    /// Play this built-in style's plan with the shared animator.
    case plan(TransitionStyle)
    /// Vend the registration's own animator (the primitive tier) unchanged; if its factory and
    /// the app's delegate vend nothing, play `fallback`'s plan, or return `nil` when `fallback` is
    /// `nil` (the same fallback as ``deferToApp(fallback:)``).
    case custom(TransitionStyle, fallback: TransitionStyle?)
    /// Ask the app's delegate; if it vends nothing, play `fallback`'s plan, or return `nil` when
    /// `fallback` is `nil`.
    case deferToApp(fallback: TransitionStyle?)

    /// Decides what to vend.
    ///
    /// - Parameters:
    ///   - style: The matched registration's style, or `nil` when nothing matched.
    ///   - reduceMotionEnabled: `UIAccessibility.isReduceMotionEnabled`.
    ///   - prefersCrossFadeTransitions: `UIAccessibility.prefersCrossFadeTransitions`.
    ///   - interactionIsDriving: Whether the interaction driver's gesture started this navigation
    ///     and waits for it (`PanTransitionDriver.awaitsTransition`). Not merely "the driver is
    ///     busy": a transition still settling belongs to a navigation UIKit already started.
    /// - Returns: The decision.
    public static func decide(
        style: TransitionStyle?, reduceMotionEnabled: Bool, prefersCrossFadeTransitions: Bool,
        interactionIsDriving: Bool
    ) -> AnimatorDecision {
        func resolve(_ style: TransitionStyle) -> TransitionStyle {
            style.resolved(
                reduceMotionEnabled: reduceMotionEnabled,
                prefersCrossFadeTransitions: prefersCrossFadeTransitions)
        }
        let fallback = interactionIsDriving ? resolve(.slide) : nil
        guard let style else { return .deferToApp(fallback: fallback) }
        let resolved = resolve(style)
        switch resolved.kind {
        case .system: return .deferToApp(fallback: fallback)
        case .custom: return .custom(resolved, fallback: fallback)
        case .zoom, .crossFade, .safeAreaMorph, .slide, .fade: return .plan(resolved)
        }
    }
}
