import Foundation

/// How a transition's progress advances in time: along a Bézier curve or with a spring.
///
/// ```swift
/// let timing: Timing = .curve(.easeInOut)
/// timing.progress(atTime: 0.1, duration: 0.35)
/// let bouncy: Timing = .spring(SpringTiming(duration: 0.5, bounce: 0.2))
/// ```
public enum Timing: Sendable, Hashable {
    /// Progress follows a cubic Bézier curve over the plan's duration.
    case curve(TimingCurve)
    /// Progress follows a spring; the plan's duration is the time at which it counts as settled.
    case spring(SpringTiming)

    /// A spring in UIKit's terms: damping ratio `dampingRatio`, settled (ε = 0.001) after
    /// `duration` seconds; see ``SpringTiming/init(dampingRatio:duration:)``.
    ///
    /// ```swift
    /// transitions.register(.zoom.timing(.spring(dampingRatio: 0.8)).duration(0.5), from: A.self, to: B.self)
    /// ```
    ///
    /// A style's `duration(_:)` given afterwards keeps the damping ratio and rescales the spring to
    /// settle then, so the two numbers can be given in either place.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ; not finite or not positive → 1, above 1 → 1.
    ///   - duration: The settling time in seconds; not finite or not positive → 0.5.
    /// - Returns: The spring timing.
    public static func spring(dampingRatio: Double, duration: Double = 0.5) -> Timing {
        .spring(SpringTiming(dampingRatio: dampingRatio, duration: duration))
    }

    /// Linear progress, the timing of interactive scrubbing.
    public static let linear = Timing.curve(.linear)
    /// UIKit's default block-animation curve.
    public static let easeInOut = Timing.curve(.easeInOut)

    /// `fallback` for a curve, the settling time (ε = 0.001) for a spring, within 0…60 s: a spring that would
    /// not settle by then takes `fallback` (not finite or negative → 0, at most 60).
    func naturalDuration(fallback: Double) -> Double {
        let fallback = fallback.isFinite && fallback > 0 ? min(fallback, MotionLimits.longestDuration) : 0
        switch self {
        case .curve:
            return fallback
        case .spring(let spring):
            // A rescaled spring's settling time may miss the bound by rounding.
            let settle = spring.settlingDuration()
            guard settle <= MotionLimits.longestDuration * (1 + 1e-9) else { return fallback }
            return min(settle, MotionLimits.longestDuration)
        }
    }

    /// Time clamped to 0…duration (NaN → 0) and exactly 1 at the end, whatever a spring's residual motion; a
    /// duration not finite and positive is already over. `initialVelocity` in distances per second. O(1).
    package func progress(atTime time: Double, duration: Double, initialVelocity: Double = 0) -> Double {
        guard duration.isFinite, duration > 0 else { return 1 }
        guard time > 0 else { return 0 }
        guard time < duration else { return 1 }
        switch self {
        case .curve(let curve):
            return curve.value(at: time / duration)
        case .spring(let spring):
            return spring.value(at: time, initialVelocity: initialVelocity)
        }
    }

    /// Progress per second: the derivative of ``progress(atTime:duration:initialVelocity:)``; 0 before the
    /// start, from `duration` on, for a duration not finite and positive, and for NaN.
    package func velocity(atTime time: Double, duration: Double, initialVelocity: Double = 0) -> Double {
        guard duration.isFinite, duration > 0, time >= 0, time < duration else { return 0 }
        switch self {
        case .curve(let curve): return curve.slope(at: time / duration) / duration
        case .spring(let spring): return spring.velocity(at: time, initialVelocity: initialVelocity)
        }
    }
}
