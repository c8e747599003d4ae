/// Where a released transition goes and how fast it leaves the finger.
package struct ReleaseDecision: Sendable, Hashable {
    package var outcome: ReleaseOutcome
    /// Relative to the remaining distance, as `UISpringTimingParameters` expects (1 covers it in a second),
    /// positive toward ``outcome``'s target; within ±10⁶, NaN and ±∞ becoming 0.
    package var initialVelocity: Double {
        didSet { initialVelocity = MotionLimits.handOff(initialVelocity) }
    }
    /// The progress at release, sanitized and clamped to `0...1`.
    package var progress: Double {
        didSet { progress = Self.finite(progress) }
    }
    /// The progress velocity at release (progress units per second), sanitized.
    package var velocity: Double {
        didSet { velocity = Self.finite(velocity) }
    }
    /// Where the flick would come to rest under the policy's deceleration (may lie outside 0...1).
    var projectedProgress: Double {
        didSet { projectedProgress = Self.finite(projectedProgress) }
    }
    /// The distance left to the target in progress units: `1 − progress` on finish, `progress` on
    /// cancel.
    package var remainingDistance: Double {
        didSet { remainingDistance = Self.finite(remainingDistance) }
    }

    /// Normally made by ``ReleasePolicy``. NaN and ±∞ become 0; the hand-off velocity is clamped to ±10⁶.
    package init(
        outcome: ReleaseOutcome,
        initialVelocity: Double,
        progress: Double,
        velocity: Double,
        projectedProgress: Double,
        remainingDistance: Double
    ) {
        self.outcome = outcome
        self.initialVelocity = MotionLimits.handOff(initialVelocity)
        self.progress = Self.finite(progress)
        self.velocity = Self.finite(velocity)
        self.projectedProgress = Self.finite(projectedProgress)
        self.remainingDistance = Self.finite(remainingDistance)
    }

    /// One rule for every number: NaN and ±∞ become 0.
    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
