import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A value that can be blended linearly with another of its kind.
///
/// Implementations compute `(1 − f)·a + f·b` component by component, so a fraction of exactly 0
/// returns the start and exactly 1 the end, bit for bit. Fractions outside 0…1 extrapolate (a
/// spring's overshoot); callers clamp where they mean to.
///
/// The library's motion values (``VisualState``, ``Transform2D``, ``RGBA``, ``Insets``) normalize
/// their numbers and the fraction, so their blends are always finite. The conformances of
/// `Double`, `CGFloat`, `CGPoint`, `CGSize` and `CGRect` follow IEEE arithmetic on the values
/// given: finite whenever the values are within ±10⁹ and the fraction within ±10⁶ (the bounds the
/// motion values keep); NaN or an overflow otherwise, as the plain formula would give.
package protocol Interpolatable {
    /// The value a `fraction` of the way from `self` to `target`.
    ///
    /// - Parameters:
    ///   - target: The value at fraction 1.
    ///   - fraction: 0 gives `self`, 1 gives `target`.
    func interpolated(to target: Self, fraction: Double) -> Self
}

/// Blends two numbers as `a + f·(b − a)`: exact at f = 0 and f = 1, and exactly `a` at every
/// fraction when `a == b`, so a property that does not change never drifts by rounding (the
/// `(1 − f)·a + f·b` form turns 390 into 390.00000000000006 mid-way).
@inline(__always)
func mix(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
    if fraction == 0 { return a }
    if fraction == 1 { return b }
    if a == b { return a }
    return a + fraction * (b - a)
}

extension Double: Interpolatable {
    /// The number a `fraction` of the way to `target`.
    package func interpolated(to target: Double, fraction: Double) -> Double {
        mix(self, target, fraction)
    }
}

extension CGFloat: Interpolatable {
    /// The number a `fraction` of the way to `target`.
    package func interpolated(to target: CGFloat, fraction: Double) -> CGFloat {
        CGFloat(mix(Double(self), Double(target), fraction))
    }
}

extension CGPoint: Interpolatable {
    /// The point a `fraction` of the way to `target`, per coordinate.
    package func interpolated(to target: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(
            x: x.interpolated(to: target.x, fraction: fraction),
            y: y.interpolated(to: target.y, fraction: fraction))
    }
}

extension CGSize: Interpolatable {
    /// The size a `fraction` of the way to `target`, per dimension.
    package func interpolated(to target: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: target.width, fraction: fraction),
            height: height.interpolated(to: target.height, fraction: fraction))
    }
}

extension CGRect: Interpolatable {
    /// The rectangle a `fraction` of the way to `target`: origin and size blended separately
    /// (not standardised, so a rectangle stored with a negative size keeps it).
    package func interpolated(to target: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: target.origin, fraction: fraction),
            size: size.interpolated(to: target.size, fraction: fraction))
    }
}
