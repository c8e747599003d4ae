import Foundation

/// The part of `UIViewPropertyAnimator` (`UIViewAnimating.h`, `UIViewPropertyAnimator.h`) the transition
/// code uses. The calls UIKit raises on, and a reversed animator's fraction: `PortsInternals`.
@MainActor
package protocol PropertyAnimatorPort: AnyObject {
    /// `state`: inactive, active (running or paused) or stopped.
    var state: AnimatingState { get }
    /// `isRunning`: active and not paused. Always active when true.
    var isRunning: Bool { get }
    /// `isReversed`: runs (or will run, when started) back toward the start values.
    var isReversed: Bool { get set }
    /// Along the current direction, 0…1 (a reversed animator reads `1 − p`). Set only while paused; setting
    /// it on an inactive animator makes it active and paused.
    var fractionComplete: CGFloat { get set }
    /// `isInterruptible`: defaults to `true`; UIKit raises if it is set on an active animator.
    var isInterruptible: Bool { get set }
    /// `scrubsLinearly`: defaults to `true`; a paused animator is scrubbed linearly rather than
    /// along its timing curve.
    var scrubsLinearly: Bool { get set }
    /// `pausesOnCompletion`: defaults to `false`; when `true` a finished animation stays active
    /// and paused and its completions are not called.
    var pausesOnCompletion: Bool { get set }
    /// `duration`: the duration the animator was created with.
    var duration: TimeInterval { get }

    /// `addAnimations(_:)`: over the whole run when inactive, over the remaining part when active.
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// A linear `UIView.animateKeyframes` with one keyframe inside `addAnimations`, so the properties move
    /// only in that window (start and length, 0…1 of the animator's progress).
    func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void)
    /// `addCompletion(_:)`: called once with the final position; not called after `stopAnimation(true)`.
    func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void)
    /// `startAnimation()`: starts an inactive animator or resumes a paused one.
    func startAnimation()
    /// `pauseAnimation()`: pauses a running animator, or makes an inactive one active and paused.
    func pauseAnimation()
    /// `stopAnimation(_:)`: `true` goes straight to inactive without completions, `false` to stopped,
    /// awaiting `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// `finishAnimation(at:)`: only on a stopped animator; calls the completions with `finalPosition`.
    func finishAnimation(at finalPosition: AnimatingPosition)
    /// `continueAnimation(withTimingParameters:durationFactor:)` (`nil` keeps the animator's own timing);
    /// `initialVelocity` as `UISpringTimingParameters` takes it, `durationFactor` a multiple of ``duration``.
    func continueAnimation(
        withTimingParameters parameters: Timing?, initialVelocity: RelativeVelocity, durationFactor: CGFloat)
}

extension PropertyAnimatorPort {
    /// `continueAnimation(withTimingParameters:durationFactor:)` without a start velocity.
    package func continueAnimation(withTimingParameters parameters: Timing?, durationFactor: CGFloat) {
        continueAnimation(
            withTimingParameters: parameters, initialVelocity: .zero, durationFactor: durationFactor)
    }
}
