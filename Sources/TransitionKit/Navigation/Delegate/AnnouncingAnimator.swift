/// The library's own animation controller as the navigation delegate announces it:
/// `TransitionAnimator` on device, a test double in Linux tests.
///
/// ```swift
/// animator.onFinish = { finished in observers.emit(finished ? .didEnd : .didCancel) }
/// animator.onStaged = { plan, geometry in observers.emit(.willBegin) }
/// event.animateAlongside(from: 0.25, to: 1) { badge.alpha = 0 }   // → animator.addAlongsideAnimations
/// ```
///
/// A transition the delegate animates itself and announces through its animator (rather than
/// through the transition coordinator) ends when the animator reports its finish.
@MainActor
protocol AnnouncingAnimator: AnyObject {
    /// A view.
    associatedtype DrivenView: AnyObject

    /// The view a zoom dismissal drives while the transition runs (`TransitionRun/drivenView`):
    /// the transition context's `.from` view, when the transition leaves it to the dismissal.
    var drivenView: DrivenView? { get }

    /// Called once with `true` when the transition finished, `false` when it was cancelled.
    var onFinish: ((Bool) -> Void)? { get set }

    /// Called once when the transition has been staged (the arriving screen laid out, the plan
    /// made from its geometry, the animator built): the moment observers hear `.willBegin`.
    var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)? { get set }

    /// Adds animations to the transition's property animator over a part of its progress (kept
    /// until the animator exists).
    ///
    /// - Parameters:
    ///   - window: The part of the transition's progress.
    ///   - animations: Property changes to animate alongside the transition.
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

    /// Catches the transition while it runs on its own: pauses it through `pause` and turns it
    /// forward where it is (`TransitionRun/catchRunning(pausing:)`).
    ///
    /// - Parameter pause: Pauses the transition (the interaction controller's `pause()`).
    /// - Returns: The forward progress where it was caught; `nil`, without pausing, when it does
    ///   not run.
    func catchRunning(pausing pause: () -> Void) -> Double?
}
