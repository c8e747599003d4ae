import Foundation

/// A 2-D transform as separate components: scale, rotation and translation.
///
/// Kept decomposed so that blending two transforms is meaningful (a half-way rotation is half the
/// angle). Applied in the order scale, then rotate, then translate, which the UIKit realiser turns
/// into a `CGAffineTransform`.
public struct Transform2D: Sendable, Hashable, Interpolatable {
    /// Horizontal scale factor (1 = unchanged).
    public var scaleX: Double
    /// Vertical scale factor (1 = unchanged).
    public var scaleY: Double
    /// Rotation in radians, clockwise on screen.
    public var rotation: Double
    /// Horizontal translation in points.
    public var translationX: Double
    /// Vertical translation in points.
    public var translationY: Double

    /// Creates a transform; non-finite components take the identity's value.
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
        self.scaleX = scaleX.isFinite ? scaleX : 1
        self.scaleY = scaleY.isFinite ? scaleY : 1
        self.rotation = rotation.isFinite ? rotation : 0
        self.translationX = translationX.isFinite ? translationX : 0
        self.translationY = translationY.isFinite ? translationY : 0
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

    /// The transform a `fraction` of the way to `target`, per component.
    public func interpolated(to target: Transform2D, fraction: Double) -> Transform2D {
        Transform2D(
            scaleX: mix(scaleX, target.scaleX, fraction), scaleY: mix(scaleY, target.scaleY, fraction),
            rotation: mix(rotation, target.rotation, fraction),
            translationX: mix(translationX, target.translationX, fraction),
            translationY: mix(translationY, target.translationY, fraction))
    }
}
