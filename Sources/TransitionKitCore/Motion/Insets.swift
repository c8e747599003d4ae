import Foundation

/// Edge insets in points (top, left, bottom, right), without UIKit.
///
/// Used for a screen's additional safe-area insets. Edges are physical (left/right, like
/// `UIEdgeInsets`); choreographies resolve leading/trailing before filling them in.
public struct Insets: Sendable, Hashable, Interpolatable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets; non-finite values become 0.
    ///
    /// - Parameters:
    ///   - top: Top inset.
    ///   - left: Left inset.
    ///   - bottom: Bottom inset.
    ///   - right: Right inset.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top.isFinite ? top : 0
        self.left = left.isFinite ? left : 0
        self.bottom = bottom.isFinite ? bottom : 0
        self.right = right.isFinite ? right : 0
    }

    /// No insets.
    public static let zero = Insets()

    /// The insets a `fraction` of the way to `target`, per edge.
    public func interpolated(to target: Insets, fraction: Double) -> Insets {
        Insets(
            top: mix(top, target.top, fraction), left: mix(left, target.left, fraction),
            bottom: mix(bottom, target.bottom, fraction), right: mix(right, target.right, fraction))
    }
}
