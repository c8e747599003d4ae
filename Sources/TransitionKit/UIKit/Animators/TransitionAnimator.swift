#if canImport(UIKit)
    import UIKit

    /// The one animation controller behind every built-in style: the object UIKit sees, forwarding each
    /// callback to its `TransitionRun`.
    @MainActor
    package final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
        RunningTimingReporting
    {
        private typealias Run = TransitionRun<
            UIKitTransitionContext, UIKitTransitionStaging, UIKitPropertyAnimatorMaker
        >

        private let run: Run

        /// `zoom` is asked when the transition runs.
        init(decision: TransitionDecision, zoom: ZoomLookup<UIView>) {
            run = Run(
                decision: decision, zoom: zoom, staging: UIKitTransitionStaging(),
                animations: UIKitPropertyAnimatorMaker())
        }

        var decision: TransitionDecision { run.decision }

        /// Called once with `true` when the transition finished, `false` when it was cancelled.
        package var onFinish: ((Bool) -> Void)? {
            get { run.onFinish }
            set { run.onFinish = newValue }
        }

        package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            run.transitionDuration()
        }

        package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            run.animateTransition(using: UIKitTransitionContext(transitionContext))
        }

        package func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            run.interruptibleAnimator(using: UIKitTransitionContext(transitionContext)).animator
        }

        package func animationEnded(_ transitionCompleted: Bool) {
            run.animationEnded(transitionCompleted)
        }

        /// The staged plan's timing, which its `UIViewPropertyAnimator` was made with: a
        /// reversal hands off the velocity it gives now (``RunningTimingReporting``).
        package var runningTiming: Timing? { run.plan?.timing }

        /// Called once when the transition has been staged (see ``TransitionRun/onStaged``).
        package var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)? {
            get { run.onStaged }
            set { run.onStaged = newValue }
        }

        /// Kept until the property animator exists.
        package func addAlongsideAnimations(
            over window: TimeWindow, _ animations: @escaping @MainActor () -> Void
        ) {
            run.addAlongsideAnimations(over: window, animations)
        }

        /// The run's hold (``TransitionRun/settleHold``).
        package var settleHold: SettleHold? {
            get { run.settleHold }
            set { run.settleHold = newValue }
        }

        /// The run's observer (``TransitionRun/callObserver``).
        package var callObserver: TransitionCallObserver? {
            get { run.callObserver }
            set { run.callObserver = newValue }
        }

        /// The run's driven view (``TransitionRun/drivenView``).
        package var drivenView: UIView? { run.drivenView }

        /// The run's wait (``TransitionRun/awaitsSettle``).
        package var awaitsSettle: Bool { run.awaitsSettle }

        /// The run's catch (``TransitionRun/catchRunning(pausing:)``).
        package func catchRunning(pausing pause: () -> Void) -> Double? {
            run.catchRunning(pausing: pause)
        }
    }

    extension UIKitTransitionContext: WeaklyHeldContext {
        package var referent: AnyObject { context }

        package static func context(heldBy referent: AnyObject) -> UIKitTransitionContext? {
            (referent as? any UIViewControllerContextTransitioning).map(UIKitTransitionContext.init)
        }
    }
#endif
