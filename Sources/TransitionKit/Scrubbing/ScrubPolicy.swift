import Foundation
import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The decisions of a transition scrubber, as pure functions: how a pan moves the progress,
/// where Play and Reverse start, and whether a released pan finishes or cancels.
///
/// The pan reads like the interactive gesture on device (`PanTracker`): on a push the finger
/// drags the new screen in from the trailing edge, on a pop it drags the top screen toward the
/// trailing edge; right-to-left layouts mirror both. A release goes through `ReleasePolicy`
/// and continues with `SpringTiming`, as the pan driver does.
///
/// ```swift
/// let policy = ScrubPolicy(operation: .pop)
/// policy.fraction(translation: CGPoint(x: 117, y: 0), from: 0, travelDistance: 390)   // 0.3
/// policy.release(fraction: 0.3, velocity: CGPoint(x: 800, y: 0), travelDistance: 390)
///     .direction                                                                    // .forward
/// policy.play(.reverse, from: 0).startFraction                                      // 1
/// ```
///
/// ## Bad input
/// NaN progress counts as 0 and every progress is clamped to `0...1`. A travel distance that is
/// not finite and positive, or a non-finite translation, leaves the progress where the pan began;
/// a non-finite velocity counts as 0.
package struct ScrubPolicy: Sendable, Hashable {
    /// How close to an end (in progress units) counts as being there: Play from at least
    /// `1 − endTolerance` starts over from 0, Reverse from at most `endTolerance` from 1.
    static let endTolerance = 0.001
    /// Done on a paused transition finishes it from this progress on and cancels it below.
    static let doneFinishThreshold = 0.5
    /// Seconds past its duration after which a transition still running on its own counts as
    /// never completing (its animator never called `completeTransition`).
    static let overdueGrace: TimeInterval = 1

    /// The readout's text for a progress: three decimals, "0.300".
    ///
    /// - Parameter fraction: The progress.
    /// - Returns: The text.
    package static func readout(_ fraction: Double) -> String {
        String(format: "%.3f", fraction)
    }

    /// The operation being scrubbed; decides which way the pan drives.
    package var operation: NavigationOperation
    /// The reading direction; mirrors the pan in right-to-left layouts.
    package var layoutDirection: TransitionLayoutDirection
    /// Decides finish or cancel when the pan is released.
    package var releasePolicy: ReleasePolicy
    /// The spring a released pan continues with.
    package var releaseSpring: SpringTiming

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - operation: The operation being scrubbed.
    ///   - layoutDirection: Reading direction; defaults to left-to-right.
    ///   - releasePolicy: Finish-or-cancel rule; defaults to `ReleasePolicy/default`.
    ///   - releaseSpring: Release hand-off spring; defaults to `SpringTiming/handOff`.
    package init(
        operation: NavigationOperation, layoutDirection: TransitionLayoutDirection = .leftToRight,
        releasePolicy: ReleasePolicy = .default, releaseSpring: SpringTiming = .handOff
    ) {
        self.operation = operation
        self.layoutDirection = layoutDirection
        self.releasePolicy = releasePolicy
        self.releaseSpring = releaseSpring
    }

    /// The pan tracker for a stage of the given width, clamping to `0...1`.
    ///
    /// - Parameter travelDistance: Points that map to progress 1 (the stage's width).
    package func tracker(travelDistance: CGFloat) -> PanTracker {
        PanTracker(
            travelDistance: travelDistance,
            layoutDirection: layoutDirection == .leftToRight ? .leftToRight : .rightToLeft,
            operation: operation == .push ? .push : .pop, overshoot: .clamp)
    }

    /// The progress for a pan translation, measured from the progress the pan began at.
    ///
    /// - Parameters:
    ///   - translation: Finger displacement since the pan began, in stage points.
    ///   - start: The progress when the pan began.
    ///   - travelDistance: Points that map to progress 1.
    /// - Returns: The progress in `0...1`; the (clamped) start for unusable input.
    /// - Complexity: O(1), no allocation.
    package func fraction(translation: CGPoint, from start: Double, travelDistance: CGFloat) -> Double {
        let begin = Self.clampedFraction(start)
        let tracked = tracker(travelDistance: travelDistance).progress(translation: translation, from: begin)
        return Self.clampedFraction(tracked ?? begin)
    }

    /// The run that Play (``ScrubRun/Direction/forward``) or Reverse
    /// (``ScrubRun/Direction/reverse``) starts, with the plan's timing.
    ///
    /// It continues from `fraction`, except from an end where it would stop at once: Play from
    /// the end starts over from 0, Reverse from the start starts over from 1 (see
    /// ``endTolerance``).
    ///
    /// - Parameters:
    ///   - direction: Which way to run.
    ///   - fraction: The current progress.
    /// - Returns: The run.
    package func play(_ direction: ScrubRun.Direction, from fraction: Double) -> ScrubRun {
        let current = Self.clampedFraction(fraction)
        let atTarget = abs(direction.targetFraction - current) <= Self.endTolerance
        let start = atTarget ? 1 - direction.targetFraction : current
        return ScrubRun(direction: direction, startFraction: start, timing: .plan)
    }

    /// The run that a released pan starts: `ReleasePolicy/resolve(progress:velocity:)` decides
    /// the direction, and the run continues with ``releaseSpring`` and the decision's hand-off
    /// velocity.
    ///
    /// - Parameters:
    ///   - fraction: The progress at release.
    ///   - velocity: The finger velocity in stage points per second (only x counts).
    ///   - travelDistance: Points that map to progress 1.
    /// - Returns: The run, forward on finish and in reverse on cancel.
    package func release(fraction: Double, velocity: CGPoint, travelDistance: CGFloat) -> ScrubRun {
        let progressVelocity = tracker(travelDistance: travelDistance).progressVelocity(velocity) ?? 0
        let decision = releasePolicy.resolve(
            progress: Self.clampedFraction(fraction), velocity: progressVelocity)
        return ScrubRun(
            direction: decision.outcome == .finish ? .forward : .reverse, startFraction: decision.progress,
            timing: .spring(releaseSpring, initialVelocity: decision.initialVelocity))
    }

    /// A progress clamped to `0...1`, NaN → 0.
    static func clampedFraction(_ fraction: Double) -> Double {
        fraction > 0 ? min(fraction, 1) : 0
    }
}
