import Foundation

/// Where coordinators get property animators, and UIKit's switch for changes that must not animate.
///
/// On device `UIKitPropertyAnimatorMaker` creates
/// `UIViewPropertyAnimator(duration:timingParameters:)` and forwards to
/// `UIView.performWithoutAnimation(_:)`; in tests `AnimatorFactoryModel` makes
/// `PropertyAnimatorModel`s on the test's clock and counts them.
///
/// ```swift
/// animations.performWithoutAnimation { container.addSubview(toView); toView.layoutIfNeeded() }
/// let animator = animations.makePropertyAnimator(duration: 0.35, timing: .easeInOut, initialVelocity: .zero)
/// ```
@MainActor
package protocol PropertyAnimatorMaking {
    /// The animator type made.
    associatedtype Animator: PropertyAnimating

    /// A new, inactive animator (`UIViewPropertyAnimator(duration:timingParameters:)`).
    ///
    /// - Parameters:
    ///   - duration: Its duration in seconds.
    ///   - timing: Its timing curve or spring.
    ///   - initialVelocity: A spring's start velocity relative to the distance.
    /// - Returns: The animator, inactive.
    func makePropertyAnimator(duration: TimeInterval, timing: Timing, initialVelocity: RelativeVelocity)
        -> Animator

    /// Runs `actions` with animations disabled (`UIView.performWithoutAnimation(_:)`): property
    /// changes inside take effect at once even inside an animation block.
    ///
    /// - Parameter actions: The changes.
    func performWithoutAnimation(_ actions: () -> Void)
}
