import Foundation

/// A color as red, green, blue and alpha components in 0…1 (extended sRGB), without UIKit.
///
/// Interpolates component-wise, as Core Animation blends `backgroundColor`. Converted to
/// `UIColor` by the UIKit plan animator.
public struct RGBA: Sendable, Hashable, Interpolatable {
    /// The red component. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var red: Double {
        didSet { red = MotionLimits.finite(red, fallback: 0) }
    }
    /// The green component. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var green: Double {
        didSet { green = MotionLimits.finite(green, fallback: 0) }
    }
    /// The blue component. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var blue: Double {
        didSet { blue = MotionLimits.finite(blue, fallback: 0) }
    }
    /// The alpha (opacity) component, 0 transparent … 1 opaque. Normalized when set: NaN and ±∞ become 0, the rest is clamped to ±10⁹.
    public var alpha: Double {
        didSet { alpha = MotionLimits.finite(alpha, fallback: 0) }
    }

    /// Creates a color from components; non-finite components become 0, the rest is clamped to
    /// ±10⁹ (see each property).
    ///
    /// - Parameters:
    ///   - red: Red, 0…1.
    ///   - green: Green, 0…1.
    ///   - blue: Blue, 0…1.
    ///   - alpha: Opacity, 0…1; defaults to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = MotionLimits.finite(red, fallback: 0)
        self.green = MotionLimits.finite(green, fallback: 0)
        self.blue = MotionLimits.finite(blue, fallback: 0)
        self.alpha = MotionLimits.finite(alpha, fallback: 0)
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color a `fraction` of the way to `target`, per component (a NaN fraction counts as 0,
    /// and fractions are clamped to ±10⁶).
    package func interpolated(to target: RGBA, fraction: Double) -> RGBA {
        let fraction = MotionLimits.fraction(fraction)
        return RGBA(
            red: mix(red, target.red, fraction), green: mix(green, target.green, fraction),
            blue: mix(blue, target.blue, fraction), alpha: mix(alpha, target.alpha, fraction))
    }
}
