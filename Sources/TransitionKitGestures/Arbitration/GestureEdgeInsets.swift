import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
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
public struct GestureEdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: CGFloat
    /// Left inset (physical, not leading).
    public var left: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Right inset (physical, not trailing).
    public var right: CGFloat

    /// No insets.
    public static let zero = GestureEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: Top inset.
    ///   - left: Left inset.
    ///   - bottom: Bottom inset.
    ///   - right: Right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
