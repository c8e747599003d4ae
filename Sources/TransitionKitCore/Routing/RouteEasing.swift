/// How a route's transition eases, in a SwiftUI router's words; mapped onto ``Timing`` by
/// ``TransitionStyle/easing(_:duration:)``.
enum RouteEasing: Sendable, Hashable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    case curve(TimingCurve)
    /// Bounce −1…1; equality and hashing use the bounce the spring uses (NaN → 0, clamped to −0.99…1),
    /// so every easing equals itself.
    case spring(bounce: Double)

    /// The bounce a spring easing plays, as ``SpringTiming/init(duration:bounce:)`` reads it.
    private var effectiveBounce: Double? {
        guard case .spring(let bounce) = self else { return nil }
        return bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
    }

    /// Whether two easings ease alike (springs by their effective bounce).
    package static func == (lhs: RouteEasing, rhs: RouteEasing) -> Bool {
        switch (lhs, rhs) {
        case (.spring, .spring): return lhs.effectiveBounce == rhs.effectiveBounce
        case (.spring, _), (_, .spring): return false
        default: return lhs.curve == rhs.curve && lhs.isNamed == rhs.isNamed
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
        hasher.combine(effectiveBounce)
        hasher.combine(isNamed)
    }

    /// Whether the easing is one of the named curves (not ``curve(_:)``).
    private var isNamed: Bool {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut: return true
        case .curve, .spring: return false
        }
    }

    package var curve: TimingCurve? {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        case .curve(let curve): return curve
        case .spring: return nil
        }
    }
}

extension TransitionStyle {
    /// `duration` in seconds: a curve uses it (0: at once; `nil`, negative, non-finite: the kind's default),
    /// a spring as its perceptual duration (not positive: the kind's curve default), clearing the duration.
    func easing(_ easing: RouteEasing, duration: Double? = nil) -> TransitionStyle {
        let valid = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        if let curve = easing.curve {
            return TransitionStyle(
                kind: kind, duration: valid, timing: .curve(curve), reduceMotionPolicy: reduceMotionPolicy)
        }
        guard case .spring(let bounce) = easing else { return self }
        let period = valid.flatMap { $0 > 0 ? $0 : nil } ?? kind.defaultCurveDuration
        return TransitionStyle(
            kind: kind, duration: nil, timing: .spring(SpringTiming(duration: period, bounce: bounce)),
            reduceMotionPolicy: reduceMotionPolicy)
    }
}
