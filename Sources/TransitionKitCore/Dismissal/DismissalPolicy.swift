import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Decides, when the finger lifts off a zoomed screen it dragged or pinched, whether the screen is
/// dismissed or restored, and with which velocity the settling springs start.
///
/// ```swift
/// transitions.zoomDismissal = ZoomDismissalDriver(
///     policy: DismissalPolicy(threshold: .distance(88), flickSpeed: nil))
/// ```
///
/// With the default policy, a release 220 pt down moving down at 900 pt/s dismisses (a flick
/// faster than 800 pt/s), and the position spring starts at 900 / 844 ≈ 1.066 on a 844 pt tall
/// screen (toward a target one screen height further down).
///
/// ## The rule, in order
/// 1. A pinch released below ``pinchScale`` dismisses.
/// 2. A release while the finger moves back toward where the drag began — its velocity along
///    the drag, `−(velocity · translation) / |translation|`, at least 50 pt/s
///    toward the start — restores, even when the projected flick would carry past the start.
///    Only a policy that reads the velocity (a ``flickSpeed`` or ``projectsFlick``) applies it:
///    `DismissalPolicy(flickSpeed: nil, projectsFlick: false)` decides by position alone.
/// 3. With a ``flickSpeed``, a flick at least that fast (`|velocity|`, points per second):
///    back toward where the drag started (`velocity · translation < 0`) restores; in one of
///    ``flickDirection`` (its dominant axis) dismisses.
/// 4. Otherwise the position decides: the translation — projected where the flick would come to
///    rest, per axis, when ``projectsFlick`` (`(v / 1000) · 0.998 / (1 − 0.998)`, a scroll view's
///    normal deceleration, REFERENCE §3.3) — dismisses when its length reaches ``threshold``;
///    a finger returning more slowly than 50 pt/s has its projection measured along the
///    drag instead (a projection behind the start restores).
///
/// So a release 50 pt down moving back up at 400 pt/s restores, though the projection lands
/// 149.6 pt past the start.
///
/// `DismissalPolicy()` is today's Apple-like rule: 100 pt projected, a flick of 800 pt/s in any
/// direction, a pinch released below 0.8. A media viewer that dismisses only by distance:
/// `DismissalPolicy(threshold: .distance(88), flickSpeed: nil)`.
///
/// ## Commit while dragging
/// With ``commitThreshold``, the screen dismisses as soon as the finger has dragged that far,
/// without waiting for the release (an App Store card at 100 pt).
///
/// ## Bad input
/// Settings are normalized when set and by the initializer (one rule per property, reported to the
/// diagnostics): a ``Threshold`` that is 0, negative, NaN or infinite becomes the default 100 pt,
/// a fraction above 1 becomes 1; a flick speed that is not positive and finite becomes `nil`
/// (no flick rule); a pinch scale outside `0…1` is clamped, NaN becomes 0.8. Readings are
/// sanitized: a non-finite
/// component counts as 0 (a scale as 1), components are clamped to ±10⁶, and a fraction of a
/// height that is not positive and finite (zero-size bounds) counts as 100 pt. Every decision is
/// defined and every velocity finite.
public struct DismissalPolicy: Sendable, Hashable {
    /// How far a release must reach to dismiss.
    ///
    /// Two thresholds are equal, and hash alike, when a policy plays them alike: a distance or
    /// fraction that is 0, negative, NaN or infinite as `.distance(100)`, a fraction above 1 as
    /// `.fraction(1)` — so every threshold equals itself.
    public enum Threshold: Sendable, Hashable {
        /// A distance in points.
        case distance(Double)
        /// A fraction of the height of the bounds the screen is dragged in.
        case fraction(Double)

        /// Whether the two thresholds play alike (see the type's discussion).
        public static func == (lhs: Threshold, rhs: Threshold) -> Bool {
            switch (lhs.played, rhs.played) {
            case (.distance(let a), .distance(let b)), (.fraction(let a), .fraction(let b)): return a == b
            default: return false
            }
        }

        /// Hashes the threshold as it plays.
        public func hash(into hasher: inout Hasher) {
            switch played {
            case .distance(let points):
                hasher.combine(0)
                hasher.combine(points)
            case .fraction(let fraction):
                hasher.combine(1)
                hasher.combine(fraction)
            }
        }

        /// The threshold as a policy plays it: itself, a fraction above 1 as 1, and one that is
        /// 0, negative or not finite as ``fallback``.
        private var played: Threshold {
            switch self {
            case .distance(let points) where points.isFinite && points > 0: return self
            case .fraction(let fraction) where fraction.isFinite && fraction > 0:
                return fraction > 1 ? .fraction(1) : self
            default: return Self.fallback
            }
        }

        /// The threshold when a given one cannot be used: 100 pt.
        static let fallback = Threshold.distance(100)

        /// The distance in points for `bounds`: ``fallback``'s for a fraction of a height that is
        /// not positive and finite.
        package func points(in bounds: CGSize) -> Double {
            switch self {
            case .distance(let points): return points
            case .fraction(let fraction):
                let height = Double(bounds.height)
                guard height.isFinite, height > 0 else { return Self.fallback.points(in: bounds) }
                return fraction * height
            }
        }

        /// The threshold itself, or ``fallback`` (reported) when it is 0, negative or not finite;
        /// a fraction above 1 becomes 1.
        func normalized(_ name: String) -> Threshold {
            switch self {
            case .distance(let points) where points.isFinite && points > 0: return self
            case .fraction(let fraction) where fraction.isFinite && fraction > 0: return played
            default:
                Diagnostics.report(
                    "dismissal",
                    "DismissalPolicy.\(name) \(self) is not a positive finite threshold; using 100 pt")
                return Self.fallback
            }
        }
    }

    /// How far the release must reach (projected when ``projectsFlick``) to dismiss; normalized
    /// when set.
    public var threshold: Threshold {
        didSet { threshold = threshold.normalized("threshold") }
    }
    /// The speed, in points per second, from which a flick decides on its own; `nil`: flicks only
    /// count through the projection. Normalized when set: not positive and finite becomes `nil`.
    public var flickSpeed: Double? {
        didSet { flickSpeed = Self.normalizedFlickSpeed(flickSpeed) }
    }
    /// Where a decisive flick dismisses; a flick another way leaves the decision to the position.
    public var flickDirection: DismissalDirection
    /// Whether the release position is projected where the flick would come to rest.
    public var projectsFlick: Bool
    /// How far a drag dismisses while the finger is still down; `nil` waits for the release.
    /// Normalized as ``threshold``.
    public var commitThreshold: Threshold? {
        didSet { commitThreshold = commitThreshold?.normalized("commitThreshold") }
    }
    /// A pinch released below this scale dismisses. Normalized when set: clamped to `0…1`,
    /// NaN becomes 0.8.
    public var pinchScale: Double {
        didSet { pinchScale = Self.normalizedPinchScale(pinchScale) }
    }

    /// The Apple-like rule: 100 pt projected, a flick of 800 pt/s in any direction, a pinch
    /// released below 0.8, no commit while dragging.
    package static let `default` = DismissalPolicy()

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - threshold: How far the (projected) release must reach, `.distance(100)` by default.
    ///   - flickSpeed: Points per second from which a flick decides; 800 by default, `nil` for none.
    ///   - flickDirection: Where a decisive flick dismisses, `.any` by default.
    ///   - projectsFlick: Whether the release is projected, `true` by default.
    ///   - commitThreshold: How far a drag dismisses while still dragging; `nil` by default.
    ///   - pinchScale: The scale below which a released pinch dismisses, 0.8 by default.
    public init(
        threshold: Threshold = .distance(100), flickSpeed: Double? = 800,
        flickDirection: DismissalDirection = .any, projectsFlick: Bool = true,
        commitThreshold: Threshold? = nil, pinchScale: Double = 0.8
    ) {
        self.threshold = threshold.normalized("threshold")
        self.flickSpeed = Self.normalizedFlickSpeed(flickSpeed)
        self.flickDirection = flickDirection
        self.projectsFlick = projectsFlick
        self.commitThreshold = commitThreshold?.normalized("commitThreshold")
        self.pinchScale = Self.normalizedPinchScale(pinchScale)
    }

    /// Translation in points from rest, velocity in points per second, pinch scale (1 = none) and its scale
    /// per second. The velocities are toward the default targets (`DismissalDecision.initialVelocity`). O(1).
    package func resolve(
        translation: CGPoint, velocity: CGPoint, bounds: CGSize, scale: Double = 1, scaleVelocity: Double = 0
    ) -> DismissalDecision {
        let t = Self.sanitized(translation)
        let v = Self.sanitized(velocity)
        let s = Self.sanitizedScale(scale)
        let projected = projectsFlick ? Self.projected(t, velocity: v) : t
        let outcome = decide(
            translation: t, velocity: v, projected: projected, scale: s, limit: threshold.points(in: bounds))
        return DismissalDecision(
            outcome: outcome, translation: t, velocity: v, projectedTranslation: projected, bounds: bounds,
            scale: s, scaleVelocity: Self.sanitized(scaleVelocity))
    }

    /// Whether the drag (points from rest) has reached ``commitThreshold`` while the finger is still down.
    package func commitsWhileDragging(translation: CGPoint, bounds: CGSize) -> Bool {
        guard let commitThreshold else { return false }
        return Self.length(Self.sanitized(translation)) >= commitThreshold.points(in: bounds)
    }

    private func decide(
        translation t: CGPoint, velocity v: CGPoint, projected: CGPoint, scale: Double, limit: Double
    ) -> DismissalOutcome {
        if scale < pinchScale { return .dismiss }
        let readsVelocity = flickSpeed != nil || projectsFlick
        let returning = readsVelocity && Double(v.x * t.x + v.y * t.y) < 0
        let length = Self.length(t)
        // The velocity's component along the drag, toward the start: positive while returning.
        let returnSpeed = length > 0 ? -Double(v.x * t.x + v.y * t.y) / length : 0
        if returning, returnSpeed >= Self.stillSpeed { return .restore }
        if let flickSpeed, Self.length(v) >= flickSpeed {
            if returning { return .restore }
            if flickDirection.allows(DragHeading(v)) {
                return .dismiss
            }
        }
        // Returning below `stillSpeed`: the projection counts along the drag, so a projection
        // that crossed the start lies behind it rather than past the threshold.
        let reach =
            returning ? Double(projected.x * t.x + projected.y * t.y) / length : Self.length(projected)
        return reach >= limit ? .dismiss : .restore
    }

    /// The speed along the drag, in points per second, below which a finger counts as still at
    /// the release rather than moving back (a held finger's jitter): 50, whose projection is 25 pt.
    package static let stillSpeed = 50.0

    /// Where a flick comes to rest: the translation plus, per axis, `(v / 1000) · r / (1 − r)` with
    /// r = ``ReleasePolicy/normalDecelerationRate``.
    package static func projected(_ translation: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = ReleasePolicy.normalDecelerationRate
        return CGPoint(
            x: Double(translation.x)
                + ReleasePolicy.project(velocity: Double(velocity.x), decelerationRate: rate),
            y: Double(translation.y)
                + ReleasePolicy.project(velocity: Double(velocity.y), decelerationRate: rate))
    }

    /// A point with non-finite components as 0 and the rest clamped to ±10⁶.
    static func sanitized(_ point: CGPoint) -> CGPoint {
        CGPoint(x: sanitized(Double(point.x)), y: sanitized(Double(point.y)))
    }

    /// A velocity component or rate: NaN and ±∞ as 0, the rest clamped to
    /// ±``MotionLimits/fractionLimit`` (10⁶).
    static func sanitized(_ value: Double) -> Double {
        value.isFinite ? MotionLimits.fraction(value) : 0
    }

    /// A pinch scale: NaN and ±∞ count as 1 (no pinch), a negative scale as 0, the rest is
    /// clamped to at most 10⁶.
    static func sanitizedScale(_ scale: Double) -> Double {
        scale.isFinite ? min(max(scale, 0), MotionLimits.fractionLimit) : 1
    }

    private static func length(_ point: CGPoint) -> Double {
        (Double(point.x) * Double(point.x) + Double(point.y) * Double(point.y)).squareRoot()
    }

    private static func normalizedFlickSpeed(_ speed: Double?) -> Double? {
        guard let speed else { return nil }
        guard speed.isFinite, speed > 0 else {
            Diagnostics.report(
                "dismissal", "DismissalPolicy.flickSpeed \(speed) is not positive and finite; no flick rule")
            return nil
        }
        return speed
    }

    private static func normalizedPinchScale(_ scale: Double) -> Double {
        guard !scale.isNaN else {
            Diagnostics.report("dismissal", "DismissalPolicy.pinchScale is NaN; using 0.8")
            return 0.8
        }
        return min(max(scale, 0), 1)
    }
}
