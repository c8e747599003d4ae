/// The library's animation controller as the navigation delegate announces through it
/// (`TransitionAnimator` on device, a double in tests); its finish ends what it announced.
@MainActor
package protocol AnnouncingAnimator: AnyObject {
    associatedtype DrivenView: AnyObject

    /// The view a zoom dismissal drives while the transition runs (`TransitionRun/drivenView`):
    /// the transition context's `.from` view, when the transition leaves it to the dismissal.
    var drivenView: DrivenView? { get }

    /// Called once with `true` when the transition finished, `false` when it was cancelled.
    var onFinish: ((Bool) -> Void)? { get set }

    /// Called once when the transition has been staged (the arriving screen laid out, the plan
    /// made from its geometry, the animator built): the moment observers hear `.willBegin`.
    var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)? { get set }

    /// Kept until the property animator exists, then added over `window` of its progress.
    func addAlongsideAnimations(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void)

    /// Holds the end of the transition until a zoom dismissal's settling springs arrived
    /// (``SettleHold``, held weakly; `TransitionRun/settleHold`).
    var settleHold: SettleHold? { get set }

    /// Hears each call it makes to its transition's context and animator
    /// (`TransitionRun/callObserver`): the vending delegate's device trace.
    var callObserver: TransitionCallObserver? { get set }

    /// Whether its animator ended and the transition waits for its ``settleHold``
    /// (`TransitionRun/awaitsSettle`): it can no longer be caught.
    var awaitsSettle: Bool { get }

    /// Pauses the self-running transition through `pause` and turns it forward where it is; returns that
    /// progress, or `nil` without pausing when it does not run.
    func catchRunning(pausing pause: () -> Void) -> Double?
}
