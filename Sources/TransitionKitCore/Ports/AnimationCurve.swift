/// One of UIKit's four named animation curves: `UIView.AnimationCurve`, case for case.
///
/// Used where UIKit takes a curve rather than timing parameters: the `completionCurve` with which
/// a percent-driven interaction completes an animator that is not interruptible.
package enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Slow at both ends (UIKit's default).
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Constant speed.
    case linear

    /// The same curve as control points (the presets of ``TimingCurve``).
    package var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
