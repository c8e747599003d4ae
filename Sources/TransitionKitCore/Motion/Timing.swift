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

    /// The duration to give a plan with this timing when none is asked for: `fallback` for a
    /// curve, the settling time (ε = 0.001) for a spring.
    ///
    /// Always within 0…60 s: a spring that would not settle within 60 s (too weakly damped)
    /// plays as one that never settles, for `fallback`.
    ///
    /// - Parameter fallback: The duration used for a curve (and for a spring that never settles);
    ///   not finite or negative → 0, as a plan's duration; at most 60.
    package func naturalDuration(fallback: Double) -> Double {
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

    /// Progress after `time` seconds of an animation lasting `duration` seconds.
    ///
    /// Time is clamped to 0…duration (NaN counts as 0); at or past the end the result is exactly 1,
    /// because the animation is complete there whatever a spring's residual motion. Between the
    /// ends a spring (or a curve with y control points outside 0…1) may leave 0…1.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start.
    ///   - duration: The animation's duration; not finite or not positive means it is already over.
    ///   - initialVelocity: A spring's start velocity in distances per second; curves ignore it.
    /// - Complexity: O(1); allocates nothing.
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

    /// The progress velocity (progress per second) at a time after the start: the derivative of
    /// ``progress(atTime:duration:initialVelocity:)`` — a curve's slope at `time / duration` over
    /// the duration, a spring's velocity. 0 before the start, from `duration` on, for a duration
    /// that is not finite and positive, and for NaN.
    ///
    /// ```swift
    /// Timing.curve(.easeInOut).velocity(atTime: 0.14, duration: 0.35)   // 1.5971672399 / 0.35 ≈ 4.5633
    /// ```
    ///
    /// - Parameters:
    ///   - time: Seconds since the start.
    ///   - duration: The run's duration in seconds.
    ///   - initialVelocity: A spring's start velocity, as in ``SpringTiming/velocity(at:initialVelocity:)``.
    package func velocity(atTime time: Double, duration: Double, initialVelocity: Double = 0) -> Double {
        guard duration.isFinite, duration > 0, time >= 0, time < duration else { return 0 }
        switch self {
        case .curve(let curve): return curve.slope(at: time / duration) / duration
        case .spring(let spring): return spring.velocity(at: time, initialVelocity: initialVelocity)
        }
    }
}
