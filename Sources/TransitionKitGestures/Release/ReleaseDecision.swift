/// The result of releasing a transition: where it goes and how fast it leaves the finger.
///
/// ```swift
/// let release = ReleasePolicy.default.resolve(progress: 0.3, velocity: 800.0 / 390)
/// release.outcome             // .finish
/// release.projectedProgress   // ≈ 1.323590
/// release.remainingDistance   // 0.7 (progress units)
/// release.initialVelocity     // ≈ 2.930403, for UISpringTimingParameters
/// ```
package struct ReleaseDecision: Sendable, Hashable {
    /// Finish or cancel.
    package var outcome: ReleaseOutcome
    /// The hand-off velocity for the continuing spring, relative to the remaining distance, as
    /// `UISpringTimingParameters` expects: 1 means "covers the remaining distance in one second";
    /// positive = toward ``outcome``'s target, negative = still moving away from it. Within ±10⁶
    /// (the remaining distance in a microsecond), here and when set: NaN and ±∞ become 0, larger
    /// magnitudes are clamped.
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

    /// Creates a decision. Normally produced by ``ReleasePolicy``. Every number is normalized, here
    /// and when set: NaN and ±∞ become 0, and the hand-off velocity is clamped to ±10⁶.
    ///
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - initialVelocity: Relative hand-off velocity, sign toward the target.
    ///   - progress: Progress at release.
    ///   - velocity: Progress velocity at release.
    ///   - projectedProgress: Projected resting progress.
    ///   - remainingDistance: Distance left to the target, in progress units.
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
