import Foundation

/// What a coordinator calls on a percent-driven interaction controller: the part of
/// `UIPercentDrivenInteractiveTransition` (`UIViewControllerTransitioning.h`) the pan driver uses,
/// in UIKit's words.
///
/// ```swift
/// interaction.update(0.4)                       // scrubs the interruptible animator
/// interaction.setTimingCurve(.spring(release), initialVelocity: RelativeVelocity(dx: v, dy: v))
/// interaction.completionSpeed = 1.5
/// interaction.finish()                          // continues it to the end
/// ```
///
/// With an interruptible animator, `update(_:)` sets its `fractionComplete`, `pause()` pauses it,
/// `finish()` and `cancel()` continue it forward or reversed with ``setTimingCurve(_:initialVelocity:)``'s
/// timing. `completionSpeed` must be greater than 0.
///
/// `UIPercentDrivenInteractiveTransition` conforms directly; in tests
/// `PercentDrivenTransitionModel` plays UIKit's part against the modelled animator.
@MainActor
package protocol PercentDrivenTransitioning: AnyObject {
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

    /// `update(_:)`.
    ///
    /// - Parameter percentComplete: The progress, 0…1.
    func update(_ percentComplete: CGFloat)
    /// `finish()`.
    func finish()
    /// `cancel()`.
    func cancel()
    /// `pause()`: pauses a running interruptible animator and tells the coordinator's
    /// interaction-change handlers.
    func pause()
    /// Sets `timingCurve`, the timing an interruptible animator continues with after `finish()` or
    /// `cancel()` (`nil`: the animator's own).
    ///
    /// - Parameters:
    ///   - timing: The timing, or `nil`.
    ///   - initialVelocity: A spring's start velocity relative to the remaining distance.
    func setTimingCurve(_ timing: Timing?, initialVelocity: RelativeVelocity)
}
