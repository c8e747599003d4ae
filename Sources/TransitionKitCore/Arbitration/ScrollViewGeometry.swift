import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view's numbers as UIKit reported them, NaN and ±∞ included (so a NaN reading is not equal to
/// itself); not finite, the scroll view wins over a pop.
package struct ScrollViewGeometry: Sendable, Equatable {
    var contentOffset: CGPoint
    package var contentSize: CGSize
    /// `bounds.size`.
    var boundsSize: CGSize
    /// `adjustedContentInset`.
    var contentInset: GestureEdgeInsets
    var isScrollEnabled: Bool

    /// Offsets within this many points of a limit count as at the limit (absorbs rounding).
    package static let tolerance: CGFloat = 0.5

    /// `contentInset` is the `adjustedContentInset`.
    package init(
        contentOffset: CGPoint,
        contentSize: CGSize,
        boundsSize: CGSize,
        contentInset: GestureEdgeInsets = .zero,
        isScrollEnabled: Bool = true
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.isScrollEnabled = isScrollEnabled
    }

    /// Would a pop drag scroll it: `contentOffset.x > −inset.left`, or right-to-left (content stays
    /// left-origin) `< contentSize.width + inset.right − bounds.width`, ± ``tolerance``; non-finite: `true`.
    func canScrollTowardLeadingEdge(layoutDirection: TransitionLayoutDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let sum = contentOffset.x + contentSize.width + boundsSize.width + contentInset.left
        guard Double(sum + contentInset.right).isFinite else { return true }
        let minimum = -contentInset.left
        let maximum = contentSize.width + contentInset.right - boundsSize.width
        switch layoutDirection {
        case .leftToRight:
            return contentOffset.x > minimum + Self.tolerance
        case .rightToLeft:
            return maximum > minimum && contentOffset.x < maximum - Self.tolerance
        }
    }
}

#if canImport(CoreGraphics)
#endif

/// `UIEdgeInsets` in points on the four physical sides, held as UIKit reported it, NaN and ±∞ included (so
/// a NaN reading is not equal to itself).
package struct GestureEdgeInsets: Sendable, Hashable {
    package var top: CGFloat
    /// Left inset (physical, not leading).
    package var left: CGFloat
    package var bottom: CGFloat
    /// Right inset (physical, not trailing).
    package var right: CGFloat

    package static let zero = GestureEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
