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
/// let release = ReleasePolicy.default.resolve(progress: 0.3, velocity: 2.05)
/// release.outcome            // .finish
/// release.initialVelocity    // 2.05 / 0.7 ≈ 2.93
/// ```
///
/// Velocities are in progress units per second (points per second divided by the travel distance),
/// so the same numbers hold for any screen width.
///
/// Bad input: a NaN progress counts as 0, ±∞ progress is clamped into `0...1` like every other
/// progress; a NaN velocity counts as 0 and every velocity is clamped to `±maximumSpeed`, so the
/// decision is always defined and ``ReleaseDecision/initialVelocity`` always finite. Out-of-range
/// settings are sanitised where they are used (see each property).
public struct ReleasePolicy: Sendable, Hashable {
    /// `UIScrollView.DecelerationRate.normal`, 0.998 of the velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`, 0.99 of the velocity kept per millisecond.
    public static let fastDecelerationRate = 0.99

    /// Fraction of velocity kept per millisecond. Clamped to `0...0.9999` (NaN → 0, no projection).
    public var decelerationRate: Double
    /// The projected progress must exceed this to finish. Clamped to `0...1` (NaN → 0.5).
    public var threshold: Double
    /// A flick at least this fast (progress units per second) decides on its own direction.
    /// NaN, ∞ or non-positive values disable the rule.
    public var decisiveSpeed: Double
    /// The smallest remaining distance the hand-off velocity is divided by (progress units, about
    /// one pixel on a phone-sized travel). Values that are not finite and positive behave as 0.001.
    public var handOffEpsilon: Double
    /// Velocities are clamped to `±maximumSpeed` progress units per second (NaN or non-positive
    /// values behave as 1,000).
    public var maximumSpeed: Double

    /// The default policy: rate 0.998, threshold 0.5, decisive speed 1, ε 0.001, limit 1,000.
    public static let `default` = ReleasePolicy()

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
        self.decelerationRate = decelerationRate
        self.threshold = threshold
        self.decisiveSpeed = decisiveSpeed
        self.handOffEpsilon = handOffEpsilon
        self.maximumSpeed = maximumSpeed
    }

    /// How far a flick travels before it comes to rest: `(v / 1000) · r / (1 − r)`.
    ///
    /// Units follow the velocity: points per second give points, progress per second gives
    /// progress. `project(velocity: 1000, decelerationRate: 0.998)` is 499.
    ///
    /// - Parameters:
    ///   - velocity: Velocity per second.
    ///   - decelerationRate: Velocity kept per millisecond, clamped to `0...0.9999` (NaN → 0).
    /// - Returns: The projected distance; 0 for a NaN velocity.
    package static func project(velocity: Double, decelerationRate: Double) -> Double {
        guard !velocity.isNaN else { return 0 }
        let r = decelerationRate.isNaN ? 0 : min(max(decelerationRate, 0), 0.9999)
        return (velocity / 1000) * r / (1 - r)
    }

    /// Decides finish or cancel for a release and computes the hand-off velocity.
    ///
    /// - Parameters:
    ///   - progress: Progress at release (0 = start, 1 = end).
    ///   - velocity: Progress velocity at release, in progress units per second; positive moves
    ///     toward the end.
    /// - Returns: The decision.
    /// - Complexity: O(1), no allocation.
    public func resolve(progress: Double, velocity: Double) -> ReleaseDecision {
        let p = Self.sanitizedProgress(progress)
        let v = sanitizedVelocity(velocity)
        let projected = p + Self.project(velocity: v, decelerationRate: decelerationRate)
        let outcome: ReleaseOutcome
        if decisiveSpeed.isFinite, decisiveSpeed > 0, abs(v) >= decisiveSpeed {
            outcome = v > 0 ? .finish : .cancel
        } else {
            outcome = projected > sanitizedThreshold ? .finish : .cancel
        }
        return makeDecision(outcome, progress: p, velocity: v, projected: projected)
    }

    /// A decision with a fixed outcome, e.g. `.cancel` when the system cancels the gesture.
    ///
    /// - Parameters:
    ///   - outcome: The outcome to use.
    ///   - progress: Progress at release.
    ///   - velocity: Progress velocity at release (0 when unknown).
    /// - Returns: The decision with the hand-off velocity toward `outcome`'s target.
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
        let epsilon = handOffEpsilon.isFinite && handOffEpsilon > 0 ? handOffEpsilon : 0.001
        let relative = towardTarget == 0 ? 0 : towardTarget / max(remaining, epsilon)
        return ReleaseDecision(
            outcome: outcome,
            initialVelocity: relative,
            progress: p,
            velocity: v,
            projectedProgress: projected,
            remainingDistance: remaining
        )
    }

    private var sanitizedThreshold: Double {
        threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
    }

    private func sanitizedVelocity(_ velocity: Double) -> Double {
        guard !velocity.isNaN else { return 0 }
        let limit = maximumSpeed.isNaN || maximumSpeed <= 0 ? 1_000 : min(maximumSpeed, 1e12)
        return min(max(velocity, -limit), limit)
    }

    private static func sanitizedProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
}
