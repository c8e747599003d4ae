/// What an interaction coordinator asks of the animation controller of the transition it drives:
/// the part of `UIViewControllerAnimatedTransitioning` (`UIViewControllerTransitioning.h`) an
/// interaction controller needs, in UIKit's words.
///
/// ```swift
/// if controller.implementsInterruptibleAnimator,
///    let animator = controller.interruptibleAnimator(using: context) {
///     let onScreen = animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete
/// }
/// ```
///
/// `interruptibleAnimator(using:)`: "A conforming object implements this method if the
/// transition it creates can be interrupted. … It is expected that this method will return the
/// same instance for the life of a transition." On device `UIKitAnimatedTransitioning` wraps the
/// vended object (held weakly) and reads a `UIViewPropertyAnimator` through
/// `UIKitPropertyAnimator`; in tests a wrapper of `ModeledAnimatedTransitioning` conforms.
@MainActor
package protocol AnimatedTransitioning {
    /// The transition context type the controller is asked with.
    associatedtype Context: TransitionContexting

    /// `responds(to: #selector(interruptibleAnimator(using:)))`: whether the transition can be
    /// interrupted (started non-interactively and caught later).
    var implementsInterruptibleAnimator: Bool { get }

    /// `interruptibleAnimator(using:)` as a ``PropertyAnimating``: `nil` when the controller does
    /// not implement it, is gone, or vends an animator the port cannot drive.
    ///
    /// - Parameter context: The transition's context.
    /// - Returns: The transition's animator, the same one for its whole life.
    func interruptibleAnimator(using context: Context) -> (any PropertyAnimating)?
    /// The timing the interruptible animator runs with on its own, when the controller says
    /// (``RunningTimingReporting``: the library's animators); `nil` otherwise.
    var runningTiming: Timing? { get }
}
