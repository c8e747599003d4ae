import Foundation

/// What a coordinator calls on a property animator: the part of `UIViewPropertyAnimator`
/// (`UIViewAnimating.h`, `UIViewPropertyAnimator.h`) the transition code uses, in UIKit's words.
///
/// ```swift
/// let animator = animations.makePropertyAnimator(
///     duration: plan.duration, timing: plan.timing, initialVelocity: .zero)
/// animator.addAnimations { to.alpha = 1 }
/// animator.addCompletion { position in context.completeTransition(position == .end) }
/// animator.startAnimation()
/// ```
///
/// The contract the model enforces (and UIKit raises on): `startAnimation()`, `pauseAnimation()`
/// and `continueAnimation` only while not ``AnimatingState/stopped``; `finishAnimation(at:)` only
/// while stopped; `fractionComplete` set only while paused; `isInterruptible` set only while
/// inactive; and an animator is never released paused or stopped.
///
/// `fractionComplete` of a reversed animator counts along the reversed run: it reads `1 − p`
/// where `p` is how far the views are toward their final values (iOS 11 and later), and setting
/// it on a reversed paused animator puts the views at `1 − value`.
///
/// On device `UIKitPropertyAnimator` wraps a `UIViewPropertyAnimator`; in tests
/// `PropertyAnimatorModel` plays it against a virtual clock.
@MainActor
package protocol PropertyAnimating: AnyObject {
    /// `state`: inactive, active (running or paused) or stopped.
    var state: AnimatingState { get }
    /// `isRunning`: active and not paused. Always active when true.
    var isRunning: Bool { get }
    /// `isReversed`: runs (or will run, when started) back toward the start values.
    var isReversed: Bool { get set }
    /// `fractionComplete`: progress along the current direction, 0…1 (see the type's discussion
    /// for a reversed animator). Set only while paused; setting it on an inactive animator makes
    /// it active and paused.
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

    /// `addAnimations(_:)`: animates the view properties the block sets, over the whole run when
    /// inactive, over the remaining part when active.
    ///
    /// - Parameter animation: Sets the final values of animatable view properties.
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// A keyframe inside the animator: `addAnimations` with a linear
    /// `UIView.animateKeyframes` holding one `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`,
    /// so the block's properties move only in that window of the animator's progress.
    ///
    /// - Parameters:
    ///   - frameStartTime: The window's start, 0…1 of the animator's progress.
    ///   - frameDuration: The window's length, 0…1.
    ///   - animations: Sets the final values of animatable view properties.
    func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void)
    /// `addCompletion(_:)`: called once when the animations end, with the final position. Not
    /// called after `stopAnimation(true)`.
    ///
    /// - Parameter completion: Receives `.end`, `.start` or `.current`.
    func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void)
    /// `startAnimation()`: starts an inactive animator or resumes a paused one.
    func startAnimation()
    /// `pauseAnimation()`: pauses a running animator, or makes an inactive one active and paused.
    func pauseAnimation()
    /// `stopAnimation(_:)`: stops at the values last rendered; `true` goes straight to inactive
    /// without completions, `false` to stopped, awaiting `finishAnimation(at:)`.
    ///
    /// - Parameter withoutFinishing: Whether to skip the stopped state.
    func stopAnimation(_ withoutFinishing: Bool)
    /// `finishAnimation(at:)`: only on a stopped animator; puts the properties at `finalPosition`
    /// and calls the completions with it.
    ///
    /// - Parameter finalPosition: Where the properties end.
    func finishAnimation(at finalPosition: AnimatingPosition)
    /// `continueAnimation(withTimingParameters:durationFactor:)`: runs from the current position
    /// toward the end (or the start, when reversed) with new timing, as if started there.
    ///
    /// - Parameters:
    ///   - parameters: The new timing; `nil` keeps the animator's own.
    ///   - initialVelocity: A spring's start velocity relative to the remaining distance (the
    ///     `initialVelocity` of `UISpringTimingParameters`); curves ignore it.
    ///   - durationFactor: The remaining time as a multiple of ``duration``.
    func continueAnimation(
        withTimingParameters parameters: Timing?, initialVelocity: RelativeVelocity, durationFactor: CGFloat)
}

extension PropertyAnimating {
    /// `continueAnimation(withTimingParameters:durationFactor:)` without a start velocity.
    ///
    /// - Parameters:
    ///   - parameters: The new timing; `nil` keeps the animator's own.
    ///   - durationFactor: The remaining time as a multiple of ``PropertyAnimating/duration``.
    package func continueAnimation(withTimingParameters parameters: Timing?, durationFactor: CGFloat) {
        continueAnimation(
            withTimingParameters: parameters, initialVelocity: .zero, durationFactor: durationFactor)
    }
}
