import Foundation
import TransitionKitCore

/// UIKit's own animation when a navigation controller's delegate vends none.
package enum SystemAnimation: Sendable, Hashable {
    /// The push and pop slide.
    case slide
    /// The moving screen's own `preferredTransition` zoom (iOS 18 and later).
    case zoom
}

/// UIKit's own push and pop, as ``NavigationControllerModel`` plays it when the delegate vends no
/// animation controller: the arriving screen slides over from the trailing edge on push (the
/// leaving one moves a third of the way), the reverse on pop, over 0.35 s with an ease-in-out
/// curve (UIKit's exact curve is a private spring; the duration and curve are the model's choice).
/// A screen's own zoom (``SystemAnimation/zoom``) is modelled as the pushed screen fading in over
/// the leaving one, and out again on its pop — UIKit morphs it from a source view; a fade is
/// enough for a test to tell it from the slide.
///
/// A classic tab bar that shows or hides with the transition (``tabBar``,
/// `hidesBottomBarWhenPushed`, `UINavigationController.h:130`: "the bottom bar will slide out")
/// moves with the screen that has it — the leaving one when it hides, the arriving one when it
/// shows — and takes its end state when the transition ends (its start state when cancelled).
///
/// It is interruptible (its animator is vended for the whole transition), so UIKit's interactive
/// pop gesture can scrub it through ``PercentDrivenTransitionModel``.
@MainActor
final class SystemSlideAnimator: ModeledAnimatedTransitioning {
    /// The model's duration of UIKit's slide.
    static let duration: TimeInterval = 0.35

    let operation: NavigationOperation
    let animation: SystemAnimation
    let animations: AnimatorFactoryModel
    /// The classic tab bar that slides with the screen that has it, if it shows or hides now.
    var tabBar: ViewModel?
    private var animator: PropertyAnimatorModel?

    init(
        operation: NavigationOperation, animation: SystemAnimation = .slide, animations: AnimatorFactoryModel
    ) {
        self.operation = operation
        self.animation = animation
        self.animations = animations
    }

    var implementsInterruptibleAnimator: Bool { true }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { Self.duration }

    func animateTransition(using context: TransitionContextModel) {
        let animator = interruptibleAnimator(using: context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: Self.duration, timing: .easeInOut, initialVelocity: .zero)
        self.animator = animator
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            animator.addCompletion { [weak context] _ in
                context.map { $0.completeTransition(!$0.transitionWasCancelled) }
            }
            return animator
        }
        let container = context.containerView
        let bounds = container.bounds
        let sign: CGFloat = container.effectiveLayoutDirection == .leftToRight ? 1 : -1
        let width = bounds.width * sign
        let push = operation == .push
        if animation == .zoom {
            return zoom(fromView, toView, in: container, push: push, animator: animator, context)
        }
        animations.performWithoutAnimation {
            if push {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            toView.frame = bounds.offsetBy(dx: push ? width : -width / 3, dy: 0)
        }
        let settleBar = slideTabBar(width: width, push: push, animator: animator)
        animator.addAnimations {
            toView.frame = bounds
            fromView.frame = bounds.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }
        animator.addCompletion { [weak context] position in
            guard let context else { return }
            let finished = !context.transitionWasCancelled
            self.animations.performWithoutAnimation {
                if finished { fromView.frame = bounds }
                settleBar(finished)
            }
            context.completeTransition(finished)
        }
        return animator
    }

    /// Slides ``tabBar`` (if any) with the screen that has it; returns what puts it at its end.
    private func slideTabBar(width: CGFloat, push: Bool, animator: PropertyAnimatorModel) -> (Bool) -> Void {
        guard let bar = tabBar else { return { _ in } }
        let home = bar.frame
        let hiding = !bar.isHidden
        // The leaving screen moves by -width/3 (push) or width (pop); the arriving one from width or -width/3.
        let start = hiding ? 0 : (push ? width : -width / 3)
        let end = hiding ? (push ? -width / 3 : width) : 0
        animations.performWithoutAnimation {
            bar.isHidden = false
            bar.frame = home.offsetBy(dx: start, dy: 0)
        }
        animator.addAnimations { bar.frame = home.offsetBy(dx: end, dy: 0) }
        return { finished in
            bar.frame = home
            bar.isHidden = finished == hiding
        }
    }

    /// The zoom, modelled as a fade of the zoomed (pushed) screen.
    private func zoom(
        _ fromView: ViewModel, _ toView: ViewModel, in container: ViewModel, push: Bool,
        animator: PropertyAnimatorModel, _ context: TransitionContextModel
    ) -> PropertyAnimatorModel {
        let bounds = container.bounds
        let zoomed = push ? toView : fromView
        animations.performWithoutAnimation {
            if push {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            toView.frame = bounds
            if push { toView.alpha = 0 }
        }
        animator.addAnimations { zoomed.alpha = push ? 1 : 0 }
        animator.addCompletion { [weak context] _ in
            guard let context else { return }
            self.animations.performWithoutAnimation { zoomed.alpha = 1 }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
