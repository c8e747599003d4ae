import Foundation

/// Decides whether a released transition finishes or cancels, and with what velocity it continues.
///
/// The flick is projected to where it would come to rest under scroll-view-like deceleration
/// (WWDC18 "Designing Fluid Interfaces"):
///
///     project(v, r) = (v / 1000) · r / (1 − r)          r = deceleration rate per millisecond
///     p* = p + project(v, r)
///
/// The transition finishes iff `p* > threshold` (0.5 by default), except that a decisive flick,
/// `|v| ≥ decisiveSpeed`, wins on its own: forward finishes, backward cancels. The hand-off
/// velocity is the finger's velocity relative to the distance still to go, sign toward the target:
///
///     initialVelocity = ±v / max(remaining, handOffEpsilon)
///
/// ```swift
/// driver.releasePolicy = ReleasePolicy(threshold: 0.5, decisiveSpeed: 0.8)
/// ```
///
/// With the default policy a release at progress 0.3 moving at 2.05 per second finishes, and the
/// transition continues at 2.05 / 0.7 ≈ 2.93 (relative to the 0.7 still to go).
///
/// Velocities are in progress units per second (points per second divided by the travel distance),
/// so the same numbers hold for any screen width. The hand-off velocity lies within ±10⁶ (the
/// remaining distance covered in a microsecond).
///
/// Bad input: a NaN progress counts as 0, ±∞ progress is clamped into `0...1` like every other
/// progress; a NaN velocity counts as 0 and every velocity is clamped to `±maximumSpeed`, so the
/// decision is always defined and its hand-off velocity always finite. Settings are
/// normalized on the way in, by the initializer and the setters alike (one rule per property).
public struct ReleasePolicy: Sendable, Hashable {
    /// `UIScrollView.DecelerationRate.normal`, 0.998 of the velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`, 0.99 of the velocity kept per millisecond.
    public static let fastDecelerationRate = 0.99

    /// Fraction of velocity kept per millisecond. Normalized when set: clamped to `0...0.9999`,
    /// NaN → 0 (no projection).
    public var decelerationRate: Double {
        didSet { decelerationRate = Self.normalizedRate(decelerationRate) }
    }
    /// The projected progress must exceed this to finish. Normalized when set: clamped to
    /// `0...1`, NaN → 0.5.
    public var threshold: Double {
        didSet { threshold = Self.normalizedThreshold(threshold) }
    }
    /// A flick at least this fast (progress units per second) decides on its own direction.
    /// Normalized when set: NaN or a value that is not positive becomes `.infinity`, which
    /// disables the rule (as `.infinity` itself does).
    public var decisiveSpeed: Double {
        didSet { decisiveSpeed = Self.normalizedDecisiveSpeed(decisiveSpeed) }
    }
    /// The smallest remaining distance the hand-off velocity is divided by (progress units, about
    /// one pixel on a phone-sized travel). Normalized when set: NaN, ±∞ or a value that is not
    /// positive becomes 0.001, and the rest is clamped to `1e-6...1`. The hand-off velocity
    /// `maximumSpeed / ε` is clamped to ±10⁶ in any case.
    public var handOffEpsilon: Double {
        didSet { handOffEpsilon = Self.normalizedEpsilon(handOffEpsilon) }
    }
    /// Velocities are clamped to `±maximumSpeed` progress units per second. Normalized when set:
    /// NaN or a value that is not positive becomes 1,000, and the rest is clamped to `…1e6`.
    public var maximumSpeed: Double {
        didSet { maximumSpeed = Self.normalizedMaximumSpeed(maximumSpeed) }
    }

    /// The default policy: rate 0.998, threshold 0.5, decisive speed 1, ε 0.001, limit 1,000.
    package static let `default` = ReleasePolicy()

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - decelerationRate: Velocity kept per millisecond, ``normalDecelerationRate`` by default.
    ///   - threshold: Projected progress needed to finish, 0.5 by default.
    ///   - decisiveSpeed: Speed at which a flick decides on its own, 1 per second by default.
    ///   - handOffEpsilon: Smallest remaining distance for the hand-off velocity, 0.001 by default.
    ///   - maximumSpeed: Velocity limit, 1,000 per second by default.
    public init(
        decelerationRate: Double = ReleasePolicy.normalDecelerationRate,
        threshold: Double = 0.5,
        decisiveSpeed: Double = 1,
        handOffEpsilon: Double = 0.001,
        maximumSpeed: Double = 1_000
    ) {
        self.decelerationRate = Self.normalizedRate(decelerationRate)
        self.threshold = Self.normalizedThreshold(threshold)
        self.decisiveSpeed = Self.normalizedDecisiveSpeed(decisiveSpeed)
        self.handOffEpsilon = Self.normalizedEpsilon(handOffEpsilon)
        self.maximumSpeed = Self.normalizedMaximumSpeed(maximumSpeed)
    }

    /// `(v / 1000) · r / (1 − r)`, a distance in the velocity's unit (`r`: kept per millisecond, clamped to
    /// `0...0.9999`); always finite: NaN gives 0, beyond ±10¹² counts as ±10¹².
    package static func project(velocity: Double, decelerationRate: Double) -> Double {
        guard !velocity.isNaN else { return 0 }
        let v = min(max(velocity, -1e12), 1e12)
        let r = normalizedRate(decelerationRate)
        return (v / 1000) * r / (1 - r)
    }

    /// `progress` 0 = start, 1 = end; `velocity` in progress per second, positive toward the end. O(1).
    package func resolve(progress: Double, velocity: Double) -> ReleaseDecision {
        let p = Self.sanitizedProgress(progress)
        let v = sanitizedVelocity(velocity)
        let projected = p + Self.project(velocity: v, decelerationRate: decelerationRate)
        let outcome: ReleaseOutcome
        if abs(v) >= decisiveSpeed {
            outcome = v > 0 ? .finish : .cancel
        } else {
            outcome = projected > threshold ? .finish : .cancel
        }
        return makeDecision(outcome, progress: p, velocity: v, projected: projected)
    }

    /// A fixed outcome (e.g. `.cancel` when the system cancels the gesture), the velocity handed off toward
    /// its target; `velocity` 0 when unknown.
    package func decision(_ outcome: ReleaseOutcome, progress: Double, velocity: Double = 0)
        -> ReleaseDecision
    {
        let p = Self.sanitizedProgress(progress)
        let v = sanitizedVelocity(velocity)
        let projected = p + Self.project(velocity: v, decelerationRate: decelerationRate)
        return makeDecision(outcome, progress: p, velocity: v, projected: projected)
    }

    private func makeDecision(
        _ outcome: ReleaseOutcome, progress p: Double, velocity v: Double, projected: Double
    )
        -> ReleaseDecision
    {
        let remaining = outcome == .finish ? 1 - p : p
        let towardTarget = outcome == .finish ? v : -v
        // ε ≥ 1e-6 and |v| ≤ 1e6 (both normalized when set): the quotient, at most 1e12, is then
        // clamped to ±1e6 by the decision.
        let relative = towardTarget == 0 ? 0 : towardTarget / max(remaining, handOffEpsilon)
        return ReleaseDecision(
            outcome: outcome,
            initialVelocity: relative,
            progress: p,
            velocity: v,
            projectedProgress: projected,
            remainingDistance: remaining
        )
    }

    private func sanitizedVelocity(_ velocity: Double) -> Double {
        velocity.isNaN ? 0 : min(max(velocity, -maximumSpeed), maximumSpeed)
    }

    // MARK: - Normalization, one rule per property

    private static func normalizedRate(_ rate: Double) -> Double {
        rate.isNaN ? 0 : min(max(rate, 0), 0.9999)
    }

    private static func normalizedThreshold(_ threshold: Double) -> Double {
        threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
    }

    private static func normalizedDecisiveSpeed(_ speed: Double) -> Double {
        speed > 0 ? speed : .infinity  // NaN fails the comparison
    }

    private static func normalizedEpsilon(_ epsilon: Double) -> Double {
        epsilon.isFinite && epsilon > 0 ? min(max(epsilon, 1e-6), 1) : 0.001
    }

    private static func normalizedMaximumSpeed(_ speed: Double) -> Double {
        speed > 0 ? min(speed, 1e6) : 1_000  // NaN fails the comparison
    }

    private static func sanitizedProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
}
