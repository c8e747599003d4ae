/// How a route's transition eases, in the words of a SwiftUI router: a named curve or a spring.
///
/// Apply it to a style with ``TransitionStyle/easing(_:duration:)``, which maps it onto the
/// engine's ``Timing``:
///
/// ```swift
/// router.push(DetailView(), transition: .slide.easing(.easeOut, duration: 0.4))
/// router.push(DetailView(), transition: .zoom.easing(.spring(bounce: 0.2), duration: 0.5))
/// ```
package enum RouteEasing: Sendable, Hashable {
    /// Constant speed (``TimingCurve/linear``).
    case linear
    /// Starts slowly (``TimingCurve/easeIn``).
    case easeIn
    /// Ends slowly (``TimingCurve/easeOut``).
    case easeOut
    /// Starts and ends slowly (``TimingCurve/easeInOut``).
    case easeInOut
    /// Any cubic Bézier curve.
    case curve(TimingCurve)
    /// A spring of the given bounce (−1 … 1, see ``SpringTiming/init(duration:bounce:)``); the
    /// duration given with it is the spring's perceptual duration.
    case spring(bounce: Double)

    /// The curve of a curve easing, or `nil` for a spring.
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
