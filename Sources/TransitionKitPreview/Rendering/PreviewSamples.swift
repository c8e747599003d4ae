import Foundation
import TransitionKit

/// A plan's states sampled densely, for the HTML page's script (which does no motion math).
///
/// ``HTMLRenderer`` writes the same samples straight from the plan (at ``scrubProgress(_:)`` and
/// ``runningFraction(_:count:)``) rather than holding them all.
///
/// Scrub samples are evenly spaced in progress with linear (scrubbing) evaluation; running samples
/// are evenly spaced in time at ``framesPerSecond`` with running evaluation, so the page plays the
/// plan's real timing curve or spring, overshoot included.
public struct PreviewSamples: Sendable, Hashable {
    /// One element's state in a sample, back to front.
    public typealias Sample = [VisualState]

    /// Samples at progress `i / scrubSteps` for `i` in `0...scrubSteps`.
    public var scrub: [Sample]
    /// Samples at time `i / framesPerSecond` seconds; the last one is at the plan's duration.
    public var running: [Sample]

    /// The number of scrub intervals (so there are `scrubSteps + 1` scrub samples).
    public static let scrubSteps = 120
    /// The running samples' rate.
    public static let framesPerSecond = 60.0
    /// The most running samples taken (a 10 s transition at 60 fps); longer plans are sampled
    /// more sparsely so the page stays small.
    public static let maximumRunningSamples = 601

    /// Samples a plan.
    ///
    /// - Parameter plan: The plan. A plan with zero duration has a single running sample, its end
    ///   state.
    public init(plan: TransitionPlan) {
        scrub = (0...Self.scrubSteps).map { step in
            Self.sample(plan, at: Self.scrubProgress(step), evaluation: .scrubbing)
        }
        let count = Self.runningCount(duration: plan.duration)
        running = (0..<count).map { index in
            Self.sample(plan, at: Self.runningFraction(index, count: count), evaluation: .running)
        }
    }

    /// The progress of scrub sample `step`: `step / scrubSteps`.
    ///
    /// - Parameter step: The sample's index, 0…``scrubSteps``.
    public static func scrubProgress(_ step: Int) -> Double {
        Double(step) / Double(scrubSteps)
    }

    /// The time fraction of running sample `index` out of `count`: evenly spaced from 0 to 1, or
    /// 1 (the end state) when there is a single sample.
    ///
    /// - Parameters:
    ///   - index: The sample's index, `0..<count`.
    ///   - count: The number of running samples (``runningCount(duration:)``).
    public static func runningFraction(_ index: Int, count: Int) -> Double {
        count <= 1 ? 1 : Double(index) / Double(count - 1)
    }

    /// The number of running samples for a duration: one per frame at 60 fps plus the end state,
    /// at most ``maximumRunningSamples``.
    ///
    /// - Parameter duration: Seconds (not finite or ≤ 0 → one sample).
    public static func runningCount(duration: Double) -> Int {
        guard duration.isFinite, duration > 0 else { return 1 }
        let frames = (duration * framesPerSecond).rounded(.up)
        return Int(min(frames, Double(maximumRunningSamples - 1))) + 1
    }

    private static func sample(
        _ plan: TransitionPlan, at progress: Double, evaluation: TransitionPlan.Evaluation
    ) -> Sample {
        var states: Sample = []
        states.reserveCapacity(plan.count)
        plan.forEachState(at: progress, evaluation: evaluation) { _, state in states.append(state) }
        return states
    }
}
