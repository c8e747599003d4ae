/// A handle on one interactive transition: whatever gesture drives it — the library's pan driver
/// or the app's own recogniser — feeds it progress and ends it with a velocity; the library's
/// release policy decides whether it finishes or cancels and hands the finger's speed to the
/// finishing spring.
///
/// One lifecycle for every gesture: begin (the handle is created for a transition that started
/// interactively), any number of ``update(progress:)``, then exactly one of ``end(velocity:)``
/// or ``cancel()``. Calls after the end are ignored (documented, never a trap). While the
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

    /// Cancels the transition: it springs back to where it started (a gesture the system
    /// cancelled, `.cancelled`).
    func cancel()
}
