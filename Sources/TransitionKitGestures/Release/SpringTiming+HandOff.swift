import Foundation

extension SpringTiming {
    /// The spring a released transition continues with by default: critically damped, response
    /// 0.35 s (mass 1, stiffness 322.272797, damping 35.903916).
    ///
    /// It is handed to `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// unchanged: explicit constants (never the damping-ratio-only or duration-fitting
    /// initializers) keep the device curve identical to the headless model
    /// `m·x'' + c·x' + k·x = 0`.
    ///
    /// ```swift
    /// driver.releaseSpring = .handOff                                        // the default
    /// driver.releaseSpring = SpringTiming(response: 0.5, dampingFraction: 1)  // slower, no overshoot
    /// ```
    public static let handOff = SpringTiming(response: 0.35, dampingFraction: 1)

    /// Whether the spring can end a released transition: it has damping, so it settles.
    ///
    /// A spring without damping (`damping` 0, which is what a negative, NaN or infinite damping
    /// becomes) oscillates for ever: its settling time is infinite, the animator continued with it
    /// would never complete, and neither would the transition. The pan driver refuses such a
    /// release spring and keeps ``handOff``.
    var settlesAsReleaseSpring: Bool {
        effectiveDamping > 0 && settlingDuration().isFinite
    }

    /// The `completionSpeed` for `UIPercentDrivenInteractiveTransition` that makes its
    /// non-interactive completion last about one perceptual duration (the undamped period).
    ///
    /// UIKit completes in `remaining · duration / speed` seconds, so the speed is
    /// `remaining · duration / perceptualDuration`. Springs with explicit constants ignore the
    /// duration; this matters for animators that are not interruptible, which UIKit completes with
    /// `completionCurve` over that time instead.
    ///
    /// - Parameters:
    ///   - remainingDistance: Progress still to go (``ReleaseDecision/remainingDistance``).
    ///   - transitionDuration: The animator's `transitionDuration`, in seconds.
    /// - Returns: A speed in `0.1...10`; 1 when either input is not finite or the duration is not
    ///   positive.
    package func completionSpeed(remainingDistance: Double, transitionDuration: Double) -> Double {
        guard remainingDistance.isFinite, transitionDuration.isFinite, transitionDuration > 0 else {
            return 1
        }
        let speed = max(remainingDistance, 0) * transitionDuration / perceptualDuration
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
    /// - Returns: Seconds within 0…60 (the longest duration the library derives); 0 for invalid
    ///   input.
    static func completionDuration(
        remainingDistance: Double, transitionDuration: Double, completionSpeed: Double
    ) -> Double {
        guard completionSpeed.isFinite, completionSpeed > 0 else { return 0 }
        let seconds = max(remainingDistance, 0) * transitionDuration / completionSpeed
        return seconds.isFinite ? min(max(seconds, 0), MotionLimits.longestDuration) : 0
    }
}
