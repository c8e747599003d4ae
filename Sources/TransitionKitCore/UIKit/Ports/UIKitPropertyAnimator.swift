#if canImport(UIKit)
    import UIKit

    /// A wrapper, not a conformance: four port members take neutral types under names
    /// `UIViewPropertyAnimator` already declares with UIKit's. Hand ``animator`` to UIKit.
    @MainActor
    package final class UIKitPropertyAnimator: PropertyAnimatorPort {
        package let animator: UIViewPropertyAnimator

        package init(_ animator: UIViewPropertyAnimator) {
            self.animator = animator
        }

        package var state: AnimatingState { AnimatingState(animator.state) }
        package var isRunning: Bool { animator.isRunning }
        package var isReversed: Bool {
            get { animator.isReversed }
            set { animator.isReversed = newValue }
        }
        package var fractionComplete: CGFloat {
            get { animator.fractionComplete }
            set { animator.fractionComplete = newValue }
        }
        package var isInterruptible: Bool {
            get { animator.isInterruptible }
            set { animator.isInterruptible = newValue }
        }
        package var scrubsLinearly: Bool {
            get { animator.scrubsLinearly }
            set { animator.scrubsLinearly = newValue }
        }
        package var pausesOnCompletion: Bool {
            get { animator.pausesOnCompletion }
            set { animator.pausesOnCompletion = newValue }
        }
        package var duration: TimeInterval { animator.duration }

        package func addAnimations(_ animation: @escaping @MainActor () -> Void) {
            animator.addAnimations(animation)
        }

        /// `addAnimations` with one linear keyframe in the window.
        package func addKeyframe(
            withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
            animations: @escaping @MainActor () -> Void
        ) {
            animator.addAnimations {
                UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
                    UIView.addKeyframe(
                        withRelativeStartTime: frameStartTime, relativeDuration: frameDuration,
                        animations: animations)
                }
            }
        }

        /// UIKit's `addCompletion(_:)`, with a neutral position.
        package func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
            animator.addCompletion { position in completion(AnimatingPosition(position)) }
        }

        package func startAnimation() { animator.startAnimation() }
        package func pauseAnimation() { animator.pauseAnimation() }
        package func stopAnimation(_ withoutFinishing: Bool) { animator.stopAnimation(withoutFinishing) }
        /// UIKit's `finishAnimation(at:)`, from a neutral position.
        package func finishAnimation(at finalPosition: AnimatingPosition) {
            animator.finishAnimation(at: finalPosition.uiKitPosition)
        }

        /// UIKit's `continueAnimation(withTimingParameters:durationFactor:)`, with neutral timing.
        package func continueAnimation(
            withTimingParameters parameters: Timing?, initialVelocity: RelativeVelocity,
            durationFactor: CGFloat
        ) {
            animator.continueAnimation(
                withTimingParameters: parameters?.timingParameters(initialVelocity: initialVelocity.vector),
                durationFactor: durationFactor)
        }
    }

    /// Makes ``UIKitPropertyAnimator``s and forwards to `UIView.performWithoutAnimation(_:)`.
    @MainActor
    package struct UIKitPropertyAnimatorMaker: PropertyAnimatorFactoryPort {
        package init() {}

        /// `UIViewPropertyAnimator(duration:timingParameters:)`, wrapped.
        package func makePropertyAnimator(
            duration: TimeInterval, timing: Timing, initialVelocity: RelativeVelocity
        ) -> UIKitPropertyAnimator {
            UIKitPropertyAnimator(
                UIViewPropertyAnimator(
                    duration: duration,
                    timingParameters: timing.timingParameters(initialVelocity: initialVelocity.vector)))
        }

        /// `UIView.performWithoutAnimation(_:)`.
        package func performWithoutAnimation(_ actions: () -> Void) {
            UIView.performWithoutAnimation(actions)
        }
    }

    /// Held weakly (UIKit owns it); a wrapper because a protocol-typed object cannot be extended to conform.
    /// An animator that is not a `UIViewPropertyAnimator` reads as `nil`.
    @MainActor
    package struct UIKitAnimatedTransitioning: AnimationControllerPort {
        /// The animation controller, while UIKit keeps it.
        package weak var controller: (any UIViewControllerAnimatedTransitioning)?

        package init(_ controller: any UIViewControllerAnimatedTransitioning) {
            self.controller = controller
        }

        /// `responds(to: #selector(interruptibleAnimator(using:)))`.
        package var implementsInterruptibleAnimator: Bool {
            controller?.responds(
                to: #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:))) ?? false
        }

        /// `interruptibleAnimator(using:)`, when it is a `UIViewPropertyAnimator`.
        package func interruptibleAnimator(using context: UIKitTransitionContext) -> (
            any PropertyAnimatorPort
        )? {
            (controller?.interruptibleAnimator?(using: context.context) as? UIViewPropertyAnimator)
                .map(UIKitPropertyAnimator.init)
        }

        /// The controller's own timing, when it reports one (``RunningTimingReporting``).
        package var runningTiming: Timing? { (controller as? RunningTimingReporting)?.runningTiming }
    }
#endif
