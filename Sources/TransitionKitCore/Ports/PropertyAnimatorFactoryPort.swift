import Foundation

/// Where coordinators get property animators, and UIKit's switch for changes that must not animate.
@MainActor
package protocol PropertyAnimatorFactoryPort {
    associatedtype Animator: PropertyAnimatorPort

    /// A new, inactive `UIViewPropertyAnimator(duration:timingParameters:)`: `duration` in seconds,
    /// `initialVelocity` relative to the distance.
    func makePropertyAnimator(duration: TimeInterval, timing: Timing, initialVelocity: RelativeVelocity)
        -> Animator

    /// `UIView.performWithoutAnimation(_:)`: changes inside take effect at once, even inside an animation
    /// block.
    func performWithoutAnimation(_ actions: () -> Void)
}
