import Foundation
import TransitionKit

/// Progress (running evaluation, overshoot included) and velocity in progress per second, from the Swift
/// engine, so the gallery's plot does no motion math of its own.
struct TimingSamples {
    /// One sample: seconds since the start, progress, progress per second.
    struct Sample: Hashable {
        var time: Double
        var progress: Double
        var velocity: Double
    }

    /// The number of samples, evenly spaced in time from 0 to the duration.
    static let count = 121

    var samples: [Sample]

    /// Samples a plan's timing. Every value is finite (``PreviewNumber/drawable(_:)``); a plan
    /// with no duration (or one that is not finite) has every sample at time 0 and progress 1.
    init(plan: TransitionPlan) {
        let duration = plan.duration.isFinite && plan.duration > 0 ? PreviewNumber.drawable(plan.duration) : 0
        samples = (0..<Self.count).map { index in
            let fraction = Double(index) / Double(Self.count - 1)
            let time = fraction * duration
            let progress = duration > 0 ? plan.effectiveProgress(fraction, evaluation: .running) : 1
            var velocity = 0.0
            if duration > 0 {
                switch plan.timing {
                case .curve(let curve): velocity = curve.slope(at: fraction) / duration
                case .spring(let spring): velocity = spring.velocity(at: time)
                }
            }
            return Sample(
                time: time, progress: PreviewNumber.drawable(progress),
                velocity: PreviewNumber.drawable(velocity))
        }
    }

    /// Samples a reversal's timeline (``ReversalRun``): the push's timing until the Back tap, the
    /// hand-off spring after it, at ``count`` evenly spaced times from 0 to its duration.
    init(reversal: ReversalRun) {
        let duration = PreviewNumber.drawable(reversal.duration)
        samples = (0..<Self.count).map { index in
            let time = Double(index) / Double(Self.count - 1) * duration
            return Sample(
                time: time, progress: PreviewNumber.drawable(reversal.progress(at: time)),
                velocity: PreviewNumber.drawable(reversal.velocity(at: time)))
        }
    }

    /// The samples as JSON: `[[time, progress, velocity], …]`, one sample per line.
    var json: String {
        "[\n"
            + samples.map { sample in
                "[" + PreviewNumber.format(sample.time, decimals: 6) + ","
                    + PreviewNumber.format(sample.progress, decimals: 6) + ","
                    + PreviewNumber.format(sample.velocity, decimals: 6) + "]"
            }.joined(separator: ",\n") + "\n]"
    }
}
