import Foundation

/// A damped harmonic spring, evaluated in closed form.
///
/// A spring animates progress from 0 (the start value) to 1 (the target). Three
/// parametrisations describe the same physics:
///
/// ```swift
/// SpringTiming(mass: 1, stiffness: 100, damping: 10)      // Core Animation's constants
/// SpringTiming(duration: 0.5, bounce: 0.3)                 // SwiftUI / iOS 17 perceptual form
/// SpringTiming(response: 0.55, dampingFraction: 0.825)     // SwiftUI's response form
/// ```
///
/// On device the UIKit plan animator hands these exact constants to
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, so the headless curve and
/// the device curve agree sample for sample.
///
/// ## Over-damping
/// Before iOS 17 Core Animation has no `allowsOverdamping` switch, and SwiftUI's
/// `SpringTiming(mass:stiffness:damping:)` treats over-damped input as critically damped by default.
/// This type does the same unless `allowsOverdamping` is `true`: a damping ratio above 1 is then
/// evaluated (and handed to UIKit) as critical damping with the same natural frequency. The
/// perceptual initializers allow over-damping when asked for it explicitly (negative bounce,
/// damping fraction above 1).
///
/// ## Bad input
/// A mass or stiffness that is not finite and positive falls back to Core Animation's default
/// (1 and 100); a negative or non-finite damping becomes 0 (undamped). Finite constants are
/// clamped into ranges in which every answer is finite: mass 10⁻⁶…10⁶, stiffness 10⁻⁶…10¹²,
/// damping 0…10¹² (so √(k/m) is between 10⁻⁶ and 10⁹), and an initial velocity to ±10¹². Nothing
/// traps and nothing answers NaN.
public struct SpringTiming: Sendable, Hashable {
    /// The mass attached to the spring, 10⁻⁶…10⁶.
    public let mass: Double
    /// The spring's stiffness, 10⁻⁶…10¹².
    public let stiffness: Double
    /// The damping coefficient, 0…10¹².
    public let damping: Double
    /// Whether a damping ratio above 1 is evaluated as over-damped (`true`) or clamped to
    /// critical damping (`false`, the default, matching UIKit before iOS 17).
    package let allowsOverdamping: Bool

    /// Creates a spring from physical constants.
    ///
    /// - Parameters:
    ///   - mass: The mass; not finite or not positive → 1, else clamped to 10⁻⁶…10⁶.
    ///   - stiffness: The stiffness; not finite or not positive → 100, else clamped to
    ///     10⁻⁶…10¹².
    ///   - damping: The damping coefficient; negative or not finite → 0, else clamped to …10¹².
    ///   - allowsOverdamping: Whether damping ratios above 1 are honoured (see the type's
    ///     discussion); defaults to `false`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowsOverdamping: Bool = false) {
        self.mass = mass.isFinite && mass > 0 ? min(max(mass, 1e-6), 1e6) : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? min(max(stiffness, 1e-6), 1e12) : 100
        self.damping = damping.isFinite && damping > 0 ? min(damping, 1e12) : 0
        self.allowsOverdamping = allowsOverdamping
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        let ratio = self.damping / critical
        naturalFrequency = (self.stiffness / self.mass).squareRoot()
        effectiveRatio = allowsOverdamping ? ratio : min(ratio, 1)
        splitFrequency = naturalFrequency * abs(1 - effectiveRatio * effectiveRatio).squareRoot()
    }

    /// ω0 = √(k/m), precomputed so that evaluation does no square roots.
    let naturalFrequency: Double
    /// The damping ratio evaluated (clamped to 1 unless over-damping is allowed).
    let effectiveRatio: Double
    /// ω0·√|1 − ζ²|: the damped frequency (under-damped) or the roots' half-spread (over-damped).
    let splitFrequency: Double

    /// Creates a spring from a perceptual duration and bounce (the iOS 17 / SwiftUI mapping).
    ///
    /// With mass 1: stiffness = (2π / duration)², damping ratio = 1 − bounce for bounce ≥ 0 and
    /// 1 / (1 + bounce) for bounce < 0. `SpringTiming(duration: 0.5, bounce: 0.3)` has stiffness
    /// 157.914 and damping 17.593.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds (the undamped period); not finite or not
    ///     positive → 0.5, SwiftUI's default; else kept within 2π·10⁻⁶…2π·10³ s (stiffness
    ///     10¹²…10⁻⁶, the range the physical initializer keeps).
    ///   - bounce: −1 (over-damped) … 0 (critically damped) … 1 (undamped); clamped to
    ///     −0.99…1, NaN → 0. A negative bounce allows over-damping.
    public init(duration: Double, bounce: Double = 0) {
        let period = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = Self.angularFrequency(period: period)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
            allowsOverdamping: bounce < 0)
    }

    /// Creates a spring from a response and damping fraction (SwiftUI's
    /// `spring(response:dampingFraction:)`, WWDC18 "Designing Fluid Interfaces").
    ///
    /// With mass 1: stiffness = (2π / response)², damping = 4π · dampingFraction / response.
    ///
    /// - Parameters:
    ///   - response: The undamped period in seconds; not finite or not positive → 0.55; else
    ///     kept within 2π·10⁻⁶…2π·10³ s, as `duration` in ``init(duration:bounce:)``.
    ///   - dampingFraction: The damping ratio; negative or not finite → 0. Above 1 the spring is
    ///     over-damped.
    public init(response: Double, dampingFraction: Double) {
        let period = response.isFinite && response > 0 ? response : 0.55
        let ratio = dampingFraction.isFinite && dampingFraction > 0 ? dampingFraction : 0
        let omega = Self.angularFrequency(period: period)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
            allowsOverdamping: ratio > 1)
    }

    /// Creates a spring in UIKit's terms: the spring with this damping ratio that settles in
    /// `duration` seconds — the two numbers of `animate(withDuration:delay:usingSpringWithDamping:…)`
    /// and of `UISpringTimingParameters(dampingRatio:)` with an animator's duration.
    ///
    /// Settling means the library's one definition of a spring's duration:
    /// within ε = 0.001 of the distance for good, from rest (SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:)` uses the same tolerance). With mass 1:
    ///
    /// | damping ratio | duration | stiffness | damping |
    /// | --- | --- | --- | --- |
    /// | 0.8 | 0.5 s | 343.970891 | 29.674324 |
    /// | 1 | 0.4 s | 532.849528 | 46.167067 |
    /// | 0.5 | 1 s | 198.900042 | 14.103193 |
    ///
    /// ```swift
    /// SpringTiming(dampingRatio: 0.8, duration: 0.5).settlingDuration()   // 0.5
    /// ```
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, as UIKit's `usingSpringWithDamping`; not finite or not positive → 1
    ///     (an undamped spring never settles), above 1 → 1 (UIKit's block animations do not
    ///     over-damp).
    ///   - duration: The settling time in seconds; not finite or not positive → 0.5.
    public init(dampingRatio: Double, duration: Double = 0.5) {
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? min(dampingRatio, 1) : 1
        let seconds = duration.isFinite && duration > 0 ? duration : 0.5
        // ω0 = 1, then rescaled: every time of a spring scales with 1/ω0.
        self = SpringTiming(mass: 1, stiffness: 1, damping: 2 * ratio).settling(in: seconds)
    }

    /// The damping ratio ζ = damping / (2·√(stiffness·mass)), as given (before any clamping).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The damping coefficient actually evaluated: ``damping``, or critical damping when the
    /// ratio exceeds 1 and ``allowsOverdamping`` is `false`. The UIKit plan animator passes this value.
    var effectiveDamping: Double {
        if !allowsOverdamping, dampingRatio > 1 { return 2 * (stiffness * mass).squareRoot() }
        return damping
    }

    /// The perceptual duration: the undamped period 2π / √(stiffness / mass), in seconds.
    var perceptualDuration: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }

    /// The perceptual bounce: 1 − ζ below critical damping, 1/ζ − 1 above it.
    package var bounce: Double {
        let ratio = dampingRatio
        return ratio < 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Progress at a time after the start, as a fraction of the distance (0 at rest, 1 at the
    /// target; an under-damped spring overshoots past 1).
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; negative or NaN → 0, +∞ → the target.
    ///   - initialVelocity: The start velocity in distances per second, positive toward the
    ///     target (as `UISpringTimingParameters.initialVelocity`); non-finite → 0, else clamped
    ///     to ±10¹².
    /// - Complexity: O(1); allocates nothing.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        1 - Oscillator(self, initialVelocity: initialVelocity).displacement(at: Self.sanitizedTime(time))
    }

    /// Velocity at a time after the start, in distances per second (positive toward the target).
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; negative or NaN → 0, +∞ → 0 velocity.
    ///   - initialVelocity: The start velocity, as in ``value(at:initialVelocity:)``.
    /// - Complexity: O(1); allocates nothing.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        -Oscillator(self, initialVelocity: initialVelocity).velocity(at: Self.sanitizedTime(time))
    }

    /// Seconds until the spring stays within `epsilon` (a fraction of the distance; bad → 0.001), bounded
    /// from the decay envelope; Core Animation's `settlingDuration` differs. Undamped: `.infinity`.
    package func settlingDuration(epsilon: Double = 0.001, initialVelocity: Double = 0) -> Double {
        let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        return Oscillator(self, initialVelocity: initialVelocity).settlingTime(epsilon: epsilon)
    }

    /// The spring with the same damping ratio and mass whose settling time
    /// (within ε = 0.001 of the distance for good, from rest) is `seconds`:
    /// stiffness is scaled by f² and damping by f, so every time scales by 1/f.
    ///
    /// ```swift
    /// SpringTiming(response: 0.4, dampingFraction: 0.8).settling(in: 0.5).settlingDuration()  // 0.5
    /// ```
    ///
    /// - Parameter seconds: The settling time, honoured within 0.001…60 s (the library's bound on
    ///   every duration it derives) and clamped into it; not finite or not positive, or a spring
    ///   that never settles (no damping), returns the spring unchanged.
    /// - Returns: The rescaled spring.
    public func settling(in seconds: Double) -> SpringTiming {
        let current = settlingDuration()
        guard seconds.isFinite, seconds > 0, current.isFinite, current > 0 else { return self }
        let target = min(max(seconds, MotionLimits.shortestSettling), MotionLimits.longestDuration)
        let factor = current / target
        return SpringTiming(
            mass: mass, stiffness: stiffness * factor * factor, damping: damping * factor,
            allowsOverdamping: allowsOverdamping)
    }

    /// 2π / period, kept within ``MotionLimits/angularFrequencies`` (an infinite stiffness would
    /// otherwise fall back to the default, not the cap).
    private static func angularFrequency(period: Double) -> Double {
        let omega = 2 * Double.pi / period
        let range = MotionLimits.angularFrequencies
        return omega.isNaN ? range.lowerBound : min(max(omega, range.lowerBound), range.upperBound)
    }

    private static func sanitizedTime(_ time: Double) -> Double {
        time > 0 ? time : 0  // NaN fails the comparison
    }
}
