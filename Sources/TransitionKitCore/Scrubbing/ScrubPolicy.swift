import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scrubber's decisions as pure functions. The pan reads like the device gesture (`PanTracker`,
/// mirrored in right-to-left); a release uses `ReleasePolicy` and `SpringTiming`, as the pan driver.
package struct ScrubPolicy: Sendable, Hashable {
    /// How close to an end (in progress units) counts as being there: Play from at least
    /// `1 − endTolerance` starts over from 0, Reverse from at most `endTolerance` from 1.
    static let endTolerance = 0.001
    /// Done on a paused transition finishes it from this progress on and cancels it below.
    static let doneFinishThreshold = 0.5
    /// Seconds past its duration after which a transition still running on its own counts as
    /// never completing (its animator never called `completeTransition`).
    static let overdueGrace: TimeInterval = 1

    /// Three decimals: "0.300".
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

    package init(
        operation: NavigationOperation, layoutDirection: TransitionLayoutDirection = .leftToRight,
        releasePolicy: ReleasePolicy = .default, releaseSpring: SpringTiming = .handOff
    ) {
        self.operation = operation
        self.layoutDirection = layoutDirection
        self.releasePolicy = releasePolicy
        self.releaseSpring = releaseSpring
    }

    /// `travelDistance`: points that map to progress 1 (the stage's width).
    package func tracker(travelDistance: CGFloat) -> PanTracker {
        PanTracker(
            travelDistance: travelDistance,
            layoutDirection: layoutDirection == .leftToRight ? .leftToRight : .rightToLeft,
            operation: operation == .push ? .push : .pop, overshoot: .clamp)
    }

    /// Translation in stage points from the pan's start; a travel that is not finite and positive, or a
    /// non-finite translation, gives the (clamped) start.
    package func fraction(translation: CGPoint, from start: Double, travelDistance: CGFloat) -> Double {
        let begin = Self.clampedFraction(start)
        let tracked = tracker(travelDistance: travelDistance).progress(translation: translation, from: begin)
        return Self.clampedFraction(tracked ?? begin)
    }

    /// Continues from `fraction`, except from the end it runs to, where it would stop at once: Play from
    /// the end starts from 0, Reverse from the start from 1 (within ``endTolerance``).
    package func play(_ direction: ScrubRun.Direction, from fraction: Double) -> ScrubRun {
        let current = Self.clampedFraction(fraction)
        let atTarget = abs(direction.targetFraction - current) <= Self.endTolerance
        let start = atTarget ? 1 - direction.targetFraction : current
        return ScrubRun(direction: direction, startFraction: start, timing: .plan)
    }

    /// Forward on finish, in reverse on cancel, with ``releaseSpring`` and the hand-off velocity.
    /// `velocity`: stage points per second, only x counts; non-finite → 0.
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
