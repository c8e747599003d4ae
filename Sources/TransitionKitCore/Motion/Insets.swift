import Foundation

/// Edge insets in points (top, left, bottom, right), without UIKit.
///
/// Used for a screen's additional safe-area insets. Edges are physical (left/right, like
/// `UIEdgeInsets`); choreographies resolve leading/trailing before filling them in.
public struct Insets: Sendable, Hashable, Interpolatable {
    /// Inset from the top edge. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var top: Double {
        didSet { top = MotionLimits.finite(top, fallback: 0) }
    }
    /// Inset from the left edge. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var left: Double {
        didSet { left = MotionLimits.finite(left, fallback: 0) }
    }
    /// Inset from the bottom edge. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var bottom: Double {
        didSet { bottom = MotionLimits.finite(bottom, fallback: 0) }
    }
    /// Inset from the right edge. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var right: Double {
        didSet { right = MotionLimits.finite(right, fallback: 0) }
    }

    /// Creates insets; non-finite values become 0, the rest is clamped to ±10⁹ (see each property).
    ///
    /// - Parameters:
    ///   - top: Top inset.
    ///   - left: Left inset.
    ///   - bottom: Bottom inset.
    ///   - right: Right inset.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = MotionLimits.finite(top, fallback: 0)
        self.left = MotionLimits.finite(left, fallback: 0)
        self.bottom = MotionLimits.finite(bottom, fallback: 0)
        self.right = MotionLimits.finite(right, fallback: 0)
    }

    /// No insets.
    public static let zero = Insets()

    /// The insets a `fraction` of the way to `target`, per edge (a NaN fraction counts as 0, and
    /// fractions are clamped to ±10⁶).
    package func interpolated(to target: Insets, fraction: Double) -> Insets {
        let fraction = MotionLimits.fraction(fraction)
        return Insets(
            top: mix(top, target.top, fraction), left: mix(left, target.left, fraction),
            bottom: mix(bottom, target.bottom, fraction), right: mix(right, target.right, fraction))
    }
}
