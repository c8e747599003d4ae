import Foundation

/// The spring a released transition continues with: mass, stiffness and damping, handed to
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` unchanged.
///
/// Explicit constants (never the damping-ratio-only or duration-fitting initialisers) keep the
/// device curve identical to the headless model `m·x'' + c·x' + k·x = 0`.
///
/// ```swift
/// ReleaseSpring.default                    // critically damped, response 0.35 s
/// ReleaseSpring.critical(response: 0.5)    // slower, still no overshoot from rest
/// ReleaseSpring(mass: 1, stiffness: 157.913670, damping: 17.592919)  // bounce 0.3
/// ```
public struct ReleaseSpring: Sendable, Hashable {
    /// Mass, > 0.
    public var mass: Double
    /// Stiffness k, > 0.
    public var stiffness: Double
    /// Damping c, ≥ 0.
    public var damping: Double

    /// Creates a spring from physical constants. Invalid values are replaced by the default
    /// spring's when used (see ``sanitized``).
    ///
    /// - Parameters:
    ///   - mass: Mass, > 0.
    ///   - stiffness: Stiffness, > 0.
    ///   - damping: Damping, ≥ 0.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A critically damped spring of mass 1 whose undamped period is `response`:
    /// stiffness `(2π/response)²`, damping `4π/response`.
    ///
    /// - Parameter response: The period in seconds; non-finite or non-positive values give
    ///   ``default``.
    /// - Returns: The spring.
    public static func critical(response: Double) -> ReleaseSpring {
        guard response.isFinite, response > 0 else { return .default }
        let omega = 2 * Double.pi / response
        return ReleaseSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }

    /// The default continuation: critically damped, response 0.35 s (stiffness 322.272797,
    /// damping 35.903916, mass 1).
    public static let `default` = ReleaseSpring(
        mass: 1,
        stiffness: (2 * Double.pi / 0.35) * (2 * Double.pi / 0.35),
        damping: 4 * Double.pi / 0.35
    )

    /// The spring with each invalid constant replaced: non-finite or non-positive mass or
    /// stiffness, or non-finite or negative damping, take the value of ``default``.
    public var sanitized: ReleaseSpring {
        ReleaseSpring(
            mass: mass.isFinite && mass > 0 ? mass : Self.default.mass,
            stiffness: stiffness.isFinite && stiffness > 0 ? stiffness : Self.default.stiffness,
            damping: damping.isFinite && damping >= 0 ? damping : Self.default.damping
        )
    }

    /// The undamped period `2π / √(k/m)` in seconds (of the sanitised spring).
    public var response: Double {
        let s = sanitized
        return 2 * Double.pi / (s.stiffness / s.mass).squareRoot()
    }

    /// The damping ratio `c / (2·√(k·m))` (of the sanitised spring); 1 is critical.
    public var dampingRatio: Double {
        let s = sanitized
        return s.damping / (2 * (s.stiffness * s.mass).squareRoot())
    }

    /// The `completionSpeed` for `UIPercentDrivenInteractiveTransition` that makes its
    /// non-interactive completion last about one ``response``.
    ///
    /// UIKit completes in `remaining · duration / speed` seconds, so the speed is
    /// `remaining · duration / response`. Springs with explicit constants ignore the duration;
    /// this matters for animators that are not interruptible, which UIKit completes with
    /// `completionCurve` over that time instead.
    ///
    /// - Parameters:
    ///   - remainingDistance: Progress still to go (``ReleaseDecision/remainingDistance``).
    ///   - transitionDuration: The animator's `transitionDuration`, in seconds.
    /// - Returns: A speed in `0.1...10`; 1 when either input is not finite or the duration is not
    ///   positive.
    public func completionSpeed(remainingDistance: Double, transitionDuration: Double) -> Double {
        guard remainingDistance.isFinite, transitionDuration.isFinite, transitionDuration > 0 else {
            return 1
        }
        let speed = max(remainingDistance, 0) * transitionDuration / response
        return min(max(speed, 0.1), 10)
    }

    /// How long UIKit's percent-driven completion takes: `remaining · duration / speed`.
    ///
    /// For duration 0.35 s, progress 0.4 finishing (remaining 0.6) at speed 1 that is 0.21 s.
    ///
    /// - Parameters:
    ///   - remainingDistance: Progress still to go.
    ///   - transitionDuration: The animator's duration in seconds.
    ///   - completionSpeed: The speed (> 0; other values give 0).
    /// - Returns: Seconds; 0 for invalid input.
    public static func completionDuration(
        remainingDistance: Double, transitionDuration: Double, completionSpeed: Double
    ) -> Double {
        guard completionSpeed.isFinite, completionSpeed > 0 else { return 0 }
        let seconds = max(remainingDistance, 0) * transitionDuration / completionSpeed
        return seconds.isFinite ? max(seconds, 0) : 0
    }
}
