import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Blends `(1 − f)·a + f·b` component by component: exact at 0 and 1, extrapolating outside. The motion
/// values' blends are always finite; the CoreGraphics conformances follow plain IEEE arithmetic.
package protocol Interpolatable {
    /// 0 gives `self`, 1 gives `target`.
    func interpolated(to target: Self, fraction: Double) -> Self
}

/// `a + f·(b − a)`: exactly `a` at every fraction when `a == b`, so an unchanged property never drifts (the
/// `(1 − f)·a + f·b` form turns 390 into 390.00000000000006 mid-way).
@inline(__always)
func mix(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
    if fraction == 0 { return a }
    if fraction == 1 { return b }
    if a == b { return a }
    return a + fraction * (b - a)
}

extension Double: Interpolatable {
    package func interpolated(to target: Double, fraction: Double) -> Double {
        mix(self, target, fraction)
    }
}

extension CGFloat: Interpolatable {
    package func interpolated(to target: CGFloat, fraction: Double) -> CGFloat {
        CGFloat(mix(Double(self), Double(target), fraction))
    }
}

extension CGPoint: Interpolatable {
    package func interpolated(to target: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(
            x: x.interpolated(to: target.x, fraction: fraction),
            y: y.interpolated(to: target.y, fraction: fraction))
    }
}

extension CGSize: Interpolatable {
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
