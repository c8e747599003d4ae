import Foundation

/// A colour as red, green, blue and alpha components in 0…1 (extended sRGB), without UIKit.
///
/// Interpolates component-wise, as Core Animation blends `backgroundColor`. Converted to
/// `UIColor` by the UIKit realiser.
public struct RGBA: Sendable, Hashable, Interpolatable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The alpha (opacity) component, 0 transparent … 1 opaque.
    public var alpha: Double

    /// Creates a colour from components; non-finite components become 0.
    ///
    /// - Parameters:
    ///   - red: Red, 0…1.
    ///   - green: Green, 0…1.
    ///   - blue: Blue, 0…1.
    ///   - alpha: Opacity, 0…1; defaults to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.isFinite ? red : 0
        self.green = green.isFinite ? green : 0
        self.blue = blue.isFinite ? blue : 0
        self.alpha = alpha.isFinite ? alpha : 0
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with another alpha.
    ///
    /// - Parameter alpha: The new opacity.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour a `fraction` of the way to `target`, per component.
    public func interpolated(to target: RGBA, fraction: Double) -> RGBA {
        RGBA(
            red: mix(red, target.red, fraction), green: mix(green, target.green, fraction),
            blue: mix(blue, target.blue, fraction), alpha: mix(alpha, target.alpha, fraction))
    }
}
