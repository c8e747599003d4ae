import Foundation
import TransitionKitCore

/// An animation controller written the way a careful interruptible animator is — the one test
/// double every test target uses for "a well-behaved transition": one property animator for the
/// whole transition, vended as the interruptible animator (`UIViewControllerTransitioning.h`:
/// "the same instance for the life of the transition"), started by `animateTransition` only if no
/// interaction started it, completing with `!transitionWasCancelled`.
///
/// It fades the arriving screen in from alpha 0 to the alpha the app gave it, so the arriving
/// screen's on-screen alpha over that alpha *is* the transition's on-screen progress (see
/// ``arrivingView``). A cancelled transition puts the arriving screen's alpha back to what it was
/// before, as a careful animator leaves what it touched. Alongside animations (the library's
/// announcements add them) are kept until the animator exists; ``onFinish`` is called once from
/// `animationEnded`.
@MainActor
package final class InterruptibleAnimationController: ModeledAnimatedTransitioning {
    /// The factory the animator is made by.
    package let animations: AnimatorFactoryModel
    /// `transitionDuration(using:)`.
    package let duration: TimeInterval
    /// The animator's timing curve.
    package let timing: Timing
    /// Whether it vends `interruptibleAnimator(using:)` (UIKit then drives that animator).
    package var implementsInterruptibleAnimator = true
    /// Called once with the transition's outcome from `animationEnded(_:)`.
    package var onFinish: ((Bool) -> Void)?
    /// The transition's animator while it runs.
    package private(set) var animator: PropertyAnimatorModel?
    /// The arriving screen's view, once the animator was built.
    package private(set) var arrivingView: ViewModel?
    /// Every `animationEnded(_:)` value, in order.
    package private(set) var endedWith: [Bool] = []
    /// The operation it plays (what a library animator knows from its decision).
    package var operation: NavigationOperation = .push
    /// Called once when the transition has been staged (the arriving screen in place, the
    /// animator built), with the container's bounds.
    package var onStagedInContainer: ((CGRect) -> Void)?
    /// The hold a zoom dismissal gave the transition (recorded only: this controller is not the
    /// library's run, whose playback honours it).
    package weak var settleHold: SettleHold?
    /// Whether the transition waits for its hold (set by a test: this controller never waits).
    package var awaitsSettle = false
    /// The parts of the progress alongside animations were added over, in order.
    package private(set) var alongsideWindows: [TimeWindow] = []
    private var pendingAlongside: [(window: TimeWindow, animations: @MainActor () -> Void)] = []

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - animations: The factory the animator is made by.
    ///   - duration: The transition's duration.
    ///   - timing: The animator's timing curve.
    package init(animations: AnimatorFactoryModel, duration: TimeInterval = 0.4, timing: Timing = .linear) {
        self.animations = animations
        self.duration = duration
        self.timing = timing
    }

    /// The arriving screen's on-screen progress: its alpha as rendered now over its own alpha.
    package var onScreenProgress: Double? {
        guard let view = arrivingView, view.alpha > 0 else { return nil }
        return view.presentationAlpha / Double(view.alpha)
    }

    package func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { duration }

    package func animateTransition(using context: TransitionContextModel) {
        let animator = makeAnimator(context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    package func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
        makeAnimator(context)
    }

    package func animationEnded(_ transitionCompleted: Bool) {
        endedWith.append(transitionCompleted)
        animator = nil
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(transitionCompleted)
    }

    /// Adds animations to the transition's animator over a part of its progress (kept until the
    /// animator exists): the whole transition as `addAnimations`, a part as a keyframe.
    ///
    /// - Parameters:
    ///   - window: The part of the transition's progress.
    ///   - animations: Property changes to animate alongside the transition.
    package func addAlongsideAnimations(
        over window: TimeWindow = .full, _ animations: @escaping @MainActor () -> Void
    ) {
        alongsideWindows.append(window)
        guard let animator else { return pendingAlongside.append((window, animations)) }
        Self.add(animations, over: window, to: animator)
    }

    private static func add(
        _ animations: @escaping @MainActor () -> Void, over window: TimeWindow,
        to animator: PropertyAnimatorModel
    ) {
        guard window != .full else { return animator.addAnimations(animations) }
        animator.addKeyframe(
            withRelativeStartTime: window.start, relativeDuration: window.duration, animations: animations)
    }

    private func makeAnimator(_ context: TransitionContextModel) -> PropertyAnimatorModel {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: duration, timing: timing, initialVelocity: .zero)
        self.animator = animator
        let container = context.containerView
        let toView = context.view(forKey: .to)
        let alpha = toView?.alpha ?? 1
        if let toView {
            arrivingView = toView
            animations.performWithoutAnimation {
                container.addSubview(toView)
                toView.frame = container.bounds
                toView.alpha = 0
            }
            animator.addAnimations { toView.alpha = alpha }
        } else {
            // Nothing of its own to move (a `.custom` dismissal keeps the presenter's view): one
            // block all the same, as an animator started without any stays paused
            // (`UIViewPropertyAnimator.h:74-76`).
            animator.addAnimations {}
        }
        for alongside in pendingAlongside {
            Self.add(alongside.animations, over: alongside.window, to: animator)
        }
        pendingAlongside = []
        let onStaged = onStagedInContainer
        onStagedInContainer = nil
        onStaged?(container.bounds)
        let animations = self.animations
        animator.addCompletion { [weak context, weak toView] position in
            // A reversed animator ends at the start values (alpha 0): the arriving screen gets its
            // own alpha back.
            if position == .start, let toView { animations.performWithoutAnimation { toView.alpha = alpha } }
            guard let context else { return }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}

extension InterruptibleAnimationController: RunningTimingReporting {
    /// The timing its animator is made with, as the library's animators report their plan's.
    package var runningTiming: Timing? { timing }
}
