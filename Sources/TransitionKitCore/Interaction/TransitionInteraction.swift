import Foundation

/// A handle on one interactive transition: whatever gesture drives it — the library's pan driver
/// or the app's own recognizer — feeds it progress and ends it with a velocity; the library's
/// release policy decides whether it finishes or cancels and hands the finger's speed to the
/// finishing spring.
///
/// One lifecycle for every gesture: begin (the handle is created for a transition that started
/// interactively), any number of ``update(progress:)`` (or, for a 2-D drag,
/// ``update(translation:scale:)``), then exactly one of ``end(velocity:)``,
/// ``end(translationVelocity:scaleVelocity:)`` or ``cancel()``. Calls after the end are ignored (documented, never a trap). While the
/// transition settles it can be caught again, which gives a new handle.
///
/// ```swift
/// if let interaction = transitions.beginInteractivePop(of: navigationController) {
///     interaction.update(progress: 0.3)
///     interaction.end(velocity: 1.5)   // progress per second; the release policy decides
/// }
/// ```
@MainActor
public protocol TransitionInteraction: AnyObject {
    /// Whether the handle still drives its transition: `false` once it ended, was cancelled, or
    /// its transition went away.
    var isActive: Bool { get }

    /// Moves the transition to `progress` (0 = where it started, 1 = complete). Values outside
    /// 0…1 are rubber-banded by the release policy's overshoot rule; NaN is ignored.
    ///
    /// - Parameter progress: The fraction of the transition the gesture has covered.
    func update(progress: Double)

    /// Lets go: the release policy turns the progress and `velocity` into finish or cancel, and
    /// the finishing spring starts at the finger's speed.
    ///
    /// - Parameter velocity: Progress per second, positive toward completion; NaN counts as 0.
    func end(velocity: Double)

    /// Moves the transition by a 2-D drag — the zoom dismissal's pull down and pinch — through one
    /// mapping: progress = max(`translation.y` / the navigation controller's view height,
    /// (1 − `scale`) / (1 − 0.5)). Dragging down a whole view height, or pinching down to half
    /// size, is a whole transition; whichever has gone further decides. A non-finite component
    /// counts as 0, a non-finite scale as 1 and a negative scale as 0.
    ///
    /// - Parameters:
    ///   - translation: The finger's offset from where the drag began, in points.
    ///   - scale: The pinch scale (1 = unchanged).
    func update(translation: CGPoint, scale: Double)

    /// Lets go of a 2-D drag: its velocities become one progress velocity, max(`translationVelocity.y`
    /// / the view height, −`scaleVelocity` / (1 − 0.5)) — a flick of either toward closing counts
    /// — and ``end(velocity:)`` decides as for any gesture. A non-finite velocity counts as 0.
    ///
    /// - Parameters:
    ///   - translationVelocity: Points per second.
    ///   - scaleVelocity: Scale per second, negative while pinching in.
    func end(translationVelocity: CGPoint, scaleVelocity: Double)

    /// Cancels the transition: it springs back to where it started (a gesture the system
    /// cancelled, `.cancelled`).
    func cancel()
}
