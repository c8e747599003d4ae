import Foundation
import TransitionKit

/// A push turned around by a Back tap: caught when its on-screen progress first reaches the tap's and sent
/// back on the hand-off spring with its velocity, as `ReleasePolicy` hands it to UIKit. Times in seconds.
struct ReversalRun: Sendable, Hashable {
    /// The smallest and largest tap progress: the push must have started and not yet ended.
    static let tapRange = 0.001...0.999

    /// The on-screen progress of the tap, within ``tapRange``.
    let tapProgress: Double
    /// Seconds into the push when its on-screen progress first reaches ``tapProgress``.
    let tapTime: Double
    /// The forward progress velocity (progress per second) the reversal hands off.
    let handOffVelocity: Double
    /// The hand-off velocity relative to the distance back, positive toward the start.
    let relativeVelocity: Double
    /// The spring the reversal continues on.
    let spring: SpringTiming
    /// The push's timing and duration.
    let timing: Timing
    /// The push's duration in seconds.
    let pushDuration: Double
    /// Seconds from the tap until the spring has settled at the start (ε = 0.001).
    let returnDuration: Double

    /// `tapProgress` is on-screen progress, clamped to `tapRange`; NaN → 0.5.
    init(plan: TransitionPlan, tapProgress: Double, spring: SpringTiming = .handOff) {
        let progress =
            tapProgress.isNaN
            ? 0.5 : min(max(tapProgress, Self.tapRange.lowerBound), Self.tapRange.upperBound)
        let duration = plan.duration.isFinite && plan.duration > 0 ? plan.duration : 0
        self.timing = plan.timing
        self.pushDuration = duration
        self.spring = spring
        self.tapTime = Self.firstTime(reaching: progress, timing: plan.timing, duration: duration)
        self.tapProgress = duration > 0 ? plan.timing.progress(atTime: tapTime, duration: duration) : progress
        let velocity = Self.handOffVelocity(timing: plan.timing, duration: duration, elapsed: tapTime)
        self.handOffVelocity = velocity
        let decision = ReleasePolicy.default.decision(.cancel, progress: self.tapProgress, velocity: velocity)
        self.relativeVelocity = decision.initialVelocity
        let settle = spring.settlingDuration(initialVelocity: decision.initialVelocity)
        self.returnDuration = settle.isFinite ? min(settle, 10) : 10
    }

    /// The velocity the reversal hands off: the push's own at the tap, its timing's derivative
    /// (`Timing.velocity(atTime:duration:)`), as the library's animators report their timing.
    static func handOffVelocity(timing: Timing, duration: Double, elapsed: Double) -> Double {
        timing.velocity(atTime: elapsed, duration: duration)
    }

    /// Seconds from the push's start until the reversal has settled.
    var duration: Double { tapTime + returnDuration }

    /// The on-screen progress at `time` seconds since the push started.
    func progress(at time: Double) -> Double {
        guard time > tapTime else {
            return pushDuration > 0
                ? timing.progress(atTime: max(time, 0), duration: pushDuration) : tapProgress
        }
        return tapProgress * (1 - spring.value(at: time - tapTime, initialVelocity: relativeVelocity))
    }

    /// The on-screen progress velocity (progress per second) at `time` seconds since the push
    /// started: the push's timing's before the tap, the spring's after.
    func velocity(at time: Double) -> Double {
        guard time > tapTime else {
            guard pushDuration > 0, time < pushDuration else { return 0 }
            switch timing {
            case .curve(let curve): return curve.slope(at: max(time, 0) / pushDuration) / pushDuration
            case .spring(let spring): return spring.velocity(at: max(time, 0))
            }
        }
        return -tapProgress * spring.velocity(at: time - tapTime, initialVelocity: relativeVelocity)
    }

    /// The first time the push's on-screen progress reaches `progress`: sampled every millisecond,
    /// then bisected to a microsecond.
    private static func firstTime(reaching progress: Double, timing: Timing, duration: Double) -> Double {
        guard duration > 0 else { return 0 }
        let step = 0.001
        var low = 0.0
        var high = duration
        var time = step
        while time < duration {
            if timing.progress(atTime: time, duration: duration) >= progress {
                high = time
                break
            }
            low = time
            time += step
        }
        while high - low > 1e-6 {
            let mid = (low + high) / 2
            if timing.progress(atTime: mid, duration: duration) >= progress { high = mid } else { low = mid }
        }
        return high
    }
}
