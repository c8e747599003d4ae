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
public struct ScrollViewGeometry: Sendable, Equatable {
    /// `contentOffset`.
    public var contentOffset: CGPoint
    /// `contentSize`.
    public var contentSize: CGSize
    /// `bounds.size`.
    public var boundsSize: CGSize
    /// `adjustedContentInset`.
    public var contentInset: GestureEdgeInsets
    /// `isScrollEnabled`.
    public var isScrollEnabled: Bool

    /// Offsets within this many points of a limit count as at the limit (absorbs rounding).
    public static let tolerance: CGFloat = 0.5

    /// Creates a geometry snapshot.
    ///
    /// - Parameters:
    ///   - contentOffset: The scroll view's `contentOffset`.
    ///   - contentSize: Its `contentSize`.
    ///   - boundsSize: Its `bounds.size`.
    ///   - contentInset: Its `adjustedContentInset`.
    ///   - isScrollEnabled: Its `isScrollEnabled`.
    public init(
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
    public func canScrollTowardLeadingEdge(layoutDirection: TransitionLayoutDirection) -> Bool {
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
