import Foundation

/// A 2-D transform as separate components: scale, rotation and translation.
///
/// Kept decomposed so that blending two transforms is meaningful (a half-way rotation is half the
/// angle). Applied in the order scale, then rotate, then translate, which the UIKit plan animator turns
/// into a `CGAffineTransform`.
public struct Transform2D: Sendable, Hashable, Interpolatable {
    /// Horizontal scale factor (1 = unchanged). Normalized when set: NaN and ±∞ become 1, the rest is clamped to ±10⁹.
    public var scaleX: Double {
        didSet { scaleX = MotionLimits.finite(scaleX, fallback: 1) }
    }
    /// Vertical scale factor (1 = unchanged). Normalized when set: NaN and ±∞ become 1, the rest is clamped to ±10⁹.
    public var scaleY: Double {
        didSet { scaleY = MotionLimits.finite(scaleY, fallback: 1) }
    }
    /// Rotation in radians, clockwise on screen. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var rotation: Double {
        didSet { rotation = MotionLimits.finite(rotation, fallback: 0) }
    }
    /// Horizontal translation in points. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var translationX: Double {
        didSet { translationX = MotionLimits.finite(translationX, fallback: 0) }
    }
    /// Vertical translation in points. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var translationY: Double {
        didSet { translationY = MotionLimits.finite(translationY, fallback: 0) }
    }

    /// Creates a transform; non-finite components take the identity's value, the rest is clamped
    /// to ±10⁹ (see each property).
    ///
    /// - Parameters:
    ///   - scaleX: Horizontal scale.
    ///   - scaleY: Vertical scale.
    ///   - rotation: Rotation in radians.
    ///   - translationX: Horizontal translation in points.
    ///   - translationY: Vertical translation in points.
    public init(
        scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0,
        translationX: Double = 0, translationY: Double = 0
    ) {
        self.scaleX = MotionLimits.finite(scaleX, fallback: 1)
        self.scaleY = MotionLimits.finite(scaleY, fallback: 1)
        self.rotation = MotionLimits.finite(rotation, fallback: 0)
        self.translationX = MotionLimits.finite(translationX, fallback: 0)
        self.translationY = MotionLimits.finite(translationY, fallback: 0)
    }

    /// The identity: no scale, rotation or translation.
    public static let identity = Transform2D()

    /// A uniform scale.
    ///
    /// - Parameter factor: The scale factor for both axes.
    public static func scale(_ factor: Double) -> Transform2D {
        Transform2D(scaleX: factor, scaleY: factor)
    }

    /// A translation.
    ///
    /// - Parameters:
    ///   - x: Horizontal offset in points.
    ///   - y: Vertical offset in points.
    public static func translation(x: Double, y: Double = 0) -> Transform2D {
        Transform2D(translationX: x, translationY: y)
    }

    /// The transform a `fraction` of the way to `target`, per component (a NaN fraction counts as
    /// 0, and fractions are clamped to ±10⁶).
    package func interpolated(to target: Transform2D, fraction: Double) -> Transform2D {
        let fraction = MotionLimits.fraction(fraction)
        return Transform2D(
            scaleX: mix(scaleX, target.scaleX, fraction), scaleY: mix(scaleY, target.scaleY, fraction),
            rotation: mix(rotation, target.rotation, fraction),
            translationX: mix(translationX, target.translationX, fraction),
            translationY: mix(translationY, target.translationY, fraction))
    }
}
