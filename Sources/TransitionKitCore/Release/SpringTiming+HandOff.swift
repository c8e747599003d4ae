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

    /// A spring without damping (what a negative, NaN or infinite damping becomes) oscillates for ever, so
    /// the transition would never complete: the pan driver refuses it and keeps ``handOff``.
    var settlesAsReleaseSpring: Bool {
        effectiveDamping > 0 && settlingDuration().isFinite
    }

    /// `remaining · duration / perceptualDuration`, so UIKit's completion of an animator that is not
    /// interruptible lasts about the spring's undamped period. In `0.1...10`; 1 for bad input.
    package func completionSpeed(remainingDistance: Double, transitionDuration: Double) -> Double {
        guard remainingDistance.isFinite, transitionDuration.isFinite, transitionDuration > 0 else {
            return 1
        }
        let speed = max(remainingDistance, 0) * transitionDuration / perceptualDuration
        return min(max(speed, 0.1), 10)
    }

    /// `remaining · duration / speed` in seconds, within 0…60 (the longest derived); 0 for bad input.
    static func completionDuration(
        remainingDistance: Double, transitionDuration: Double, completionSpeed: Double
    ) -> Double {
        guard completionSpeed.isFinite, completionSpeed > 0 else { return 0 }
        let seconds = max(remainingDistance, 0) * transitionDuration / completionSpeed
        return seconds.isFinite ? min(max(seconds, 0), MotionLimits.longestDuration) : 0
    }
}
