import Foundation
import TransitionKitCore

/// UIKit's own push and pop slide, as ``NavigationControllerModel`` plays it when the delegate
/// vends no animation controller: the arriving screen slides over from the trailing edge on push
/// (the leaving one moves a third of the way), the reverse on pop, over 0.35 s with an ease-in-out
/// curve (UIKit's exact curve is a private spring; the duration and curve are the model's choice).
///
/// It is interruptible (its animator is vended for the whole transition), so UIKit's interactive
/// pop gesture can scrub it through ``PercentDrivenTransitionModel``.
@MainActor
final class SystemSlideAnimator: ModeledAnimatedTransitioning {
    /// The model's duration of UIKit's slide.
    static let duration: TimeInterval = 0.35

    let operation: NavigationOperation
    let animations: AnimatorFactoryModel
    private var animator: PropertyAnimatorModel?

    init(operation: NavigationOperation, animations: AnimatorFactoryModel) {
        self.operation = operation
        self.animations = animations
    }

    var implementsInterruptibleAnimator: Bool { true }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { Self.duration }

    func animateTransition(using context: TransitionContextModel) {
        let animator = interruptibleAnimator(using: context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimating {
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
        animations.performWithoutAnimation {
            if push {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            toView.frame = bounds.offsetBy(dx: push ? width : -width / 3, dy: 0)
        }
        animator.addAnimations {
            toView.frame = bounds
            fromView.frame = bounds.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }
        animator.addCompletion { [weak context] position in
            guard let context else { return }
            let finished = !context.transitionWasCancelled
            if finished { self.animations.performWithoutAnimation { fromView.frame = bounds } }
            context.completeTransition(finished)
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
