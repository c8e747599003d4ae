import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The numbers of a scroll view that decide whether it should win over a pop gesture.
///
/// ```swift
/// let carousel = ScrollViewGeometry(
///     contentOffset: CGPoint(x: 120, y: 0), contentSize: CGSize(width: 1200, height: 200),
///     boundsSize: CGSize(width: 390, height: 200))
/// carousel.canScrollTowardLeadingEdge(layoutDirection: .leftToRight)  // true: it wins
/// ```
///
/// A reading is held as UIKit reported it, NaN and ±∞ included (rejecting them is the consumers'
/// documented job), so a reading holding NaN is not equal to itself, as NaN is not.
/// ``canScrollTowardLeadingEdge(layoutDirection:)`` answers `true` (the scroll view wins) when
/// the numbers are not finite.
package struct ScrollViewGeometry: Sendable, Equatable {
    /// `contentOffset`.
    var contentOffset: CGPoint
    /// `contentSize`.
    package var contentSize: CGSize
    /// `bounds.size`.
    var boundsSize: CGSize
    /// `adjustedContentInset`.
    var contentInset: GestureEdgeInsets
    /// `isScrollEnabled`.
    var isScrollEnabled: Bool

    /// Offsets within this many points of a limit count as at the limit (absorbs rounding).
    package static let tolerance: CGFloat = 0.5

    /// Creates a geometry snapshot.
    ///
    /// - Parameters:
    ///   - contentOffset: The scroll view's `contentOffset`.
    ///   - contentSize: Its `contentSize`.
    ///   - boundsSize: Its `bounds.size`.
    ///   - contentInset: Its `adjustedContentInset`.
    ///   - isScrollEnabled: Its `isScrollEnabled`.
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

    /// Whether the scroll view can still reveal content toward the leading edge, i.e. whether a
    /// drag toward the trailing edge (a pop drag) would scroll it rather than sit at its limit.
    ///
    /// Left-to-right: `contentOffset.x > −inset.left`. Right-to-left (content coordinates stay
    /// left-origin; the leading end is the right end): `contentOffset.x < contentSize.width +
    /// inset.right − bounds.width`. Both with ``tolerance``.
    ///
    /// - Parameter layoutDirection: Reading direction of the container.
    /// - Returns: `false` when scrolling is disabled; `true` when any number is not finite (when in
    ///   doubt, content wins over navigation).
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

/// Insets on the four physical sides, in points: a neutral stand-in for `UIEdgeInsets`
/// (e.g. a scroll view's `adjustedContentInset`).
///
/// ```swift
/// let insets = GestureEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
/// ```
///
/// A reading is held as UIKit reported it, NaN and ±∞ included (rejecting them is the consumers'
/// documented job), so a reading holding NaN is not equal to itself, as NaN is not.
package struct GestureEdgeInsets: Sendable, Hashable {
    /// Top inset.
    package var top: CGFloat
    /// Left inset (physical, not leading).
    package var left: CGFloat
    /// Bottom inset.
    package var bottom: CGFloat
    /// Right inset (physical, not trailing).
    package var right: CGFloat

    /// No insets.
    package static let zero = GestureEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: Top inset.
    ///   - left: Left inset.
    ///   - bottom: Bottom inset.
    ///   - right: Right inset.
    package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
