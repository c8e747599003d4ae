import Foundation

/// The part of `UIPercentDrivenInteractiveTransition` (`UIViewControllerTransitioning.h`) the pan driver
/// uses; with an interruptible animator, `update(_:)` sets its `fractionComplete`.
@MainActor
package protocol PercentDrivenTransitionPort: AnyObject {
    /// `duration`: the animator's `transitionDuration` when the transition started.
    var duration: CGFloat { get }
    /// `percentComplete`: the last value passed to ``update(_:)``.
    var percentComplete: CGFloat { get }
    /// `completionSpeed`: defaults to 1 (completion takes `(1 − percentComplete) · duration`);
    /// must be greater than 0.
    var completionSpeed: CGFloat { get set }
    /// `wantsInteractiveStart`: defaults to `true`; `false` starts an interruptible transition
    /// non-interactively so that it can be caught later.
    var wantsInteractiveStart: Bool { get set }
    /// `completionCurve`: the curve that completes an animator that is not interruptible.
    var completionAnimationCurve: AnimationCurve { get set }

    /// `update(_:)`: progress 0…1.
    func update(_ percentComplete: CGFloat)
    func finish()
    func cancel()
    /// `pause()`: pauses a running interruptible animator and tells the coordinator's
    /// interaction-change handlers.
    func pause()
    /// `timingCurve` (`nil`: the animator's own), what an interruptible animator continues with after
    /// `finish()` or `cancel()`; `initialVelocity` relative to the remaining distance.
    func setTimingCurve(_ timing: Timing?, initialVelocity: RelativeVelocity)
}
