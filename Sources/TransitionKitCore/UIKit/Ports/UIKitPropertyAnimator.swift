#if canImport(UIKit)
    import UIKit

    /// A `UIViewPropertyAnimator` behind the ``PropertyAnimating`` port.
    ///
    /// A wrapper rather than a conformance: four of the port's members (`state`,
    /// `finishAnimation(at:)`, `addCompletion(_:)`, `continueAnimation`) take neutral types under
    /// UIKit's own names, which `UIViewPropertyAnimator` already declares with UIKit's types. Hand
    /// ``animator`` to UIKit (`interruptibleAnimator(using:)`). One line per member.
    @MainActor
    package final class UIKitPropertyAnimator: PropertyAnimating {
        /// The UIKit animator.
        package let animator: UIViewPropertyAnimator

        /// Wraps an animator.
        ///
        /// - Parameter animator: The UIKit animator.
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

        package func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
            animator.addCompletion { position in completion(AnimatingPosition(position)) }
        }

        package func startAnimation() { animator.startAnimation() }
        package func pauseAnimation() { animator.pauseAnimation() }
        package func stopAnimation(_ withoutFinishing: Bool) { animator.stopAnimation(withoutFinishing) }
        package func finishAnimation(at finalPosition: AnimatingPosition) {
            animator.finishAnimation(at: finalPosition.uiKitPosition)
        }

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
    package struct UIKitPropertyAnimatorMaker: PropertyAnimatorMaking {
        /// Creates the maker.
        package init() {}

        package func makePropertyAnimator(
            duration: TimeInterval, timing: Timing, initialVelocity: RelativeVelocity
        ) -> UIKitPropertyAnimator {
            UIKitPropertyAnimator(
                UIViewPropertyAnimator(
                    duration: duration,
                    timingParameters: timing.timingParameters(initialVelocity: initialVelocity.vector)))
        }

        package func performWithoutAnimation(_ actions: () -> Void) {
            UIView.performWithoutAnimation(actions)
        }
    }
#endif
