import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where in the container a non-edge pan may start.
///
/// ```swift
/// PanTransitionDriver(region: .fullWidth)            // anywhere
/// PanTransitionDriver(region: .leading(fraction: 0.5)) // the leading half, like the seed
/// ```
public enum PanRegion: Sendable, Hashable {
    /// Anywhere across the container.
    case fullWidth
    /// Within this fraction of the width, measured from the leading edge. The fraction is clamped
    /// to `0...1`; NaN behaves as 0 (nowhere). Regions compare and hash by that clamped fraction,
    /// so `.leading(fraction: .nan) == .leading(fraction: 0)` and every region equals itself.
    case leading(fraction: Double)

    /// The fraction the region uses: `1` for ``fullWidth``, the clamped fraction for
    /// ``leading(fraction:)``.
    var effectiveFraction: Double {
        switch self {
        case .fullWidth: return 1
        case .leading(let fraction): return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        }
    }

    /// Whether two regions are the same (by their clamped fractions; `.fullWidth` differs from
    /// `.leading(fraction: 1)`).
    public static func == (lhs: PanRegion, rhs: PanRegion) -> Bool {
        switch (lhs, rhs) {
        case (.fullWidth, .fullWidth): return true
        case (.leading, .leading): return lhs.effectiveFraction == rhs.effectiveFraction
        default: return false
        }
    }

    /// Hashes the case and the clamped fraction.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .fullWidth: hasher.combine(0)
        case .leading: hasher.combine(effectiveFraction)
        }
    }

    /// `x` and `width` in container points; a width not positive and finite, or a non-finite `x`, is outside.
    package func contains(x: CGFloat, width: CGFloat, layoutDirection: TransitionLayoutDirection) -> Bool {
        let width = Double(width)
        guard width > 0, let fromLeading = layoutDirection.distanceFromLeadingEdge(x: Double(x), width: width)
        else { return false }
        switch self {
        case .fullWidth:
            return true
        case .leading:
            return fromLeading <= effectiveFraction * width
        }
    }
}
