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
