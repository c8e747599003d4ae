/// The horizontal reading direction a gesture is interpreted in.
///
/// The leading edge is the left edge in left-to-right layouts and the right edge in right-to-left
/// layouts. A pop is dragged from the leading edge toward the trailing edge, so in right-to-left
/// layouts the finger moves toward smaller x coordinates.
///
/// ```swift
/// let tracker = PanTracker(travelDistance: 390, layoutDirection: .rightToLeft)
/// tracker.progress(translation: CGPoint(x: -195, y: 0))  // 0.5
/// ```
///
/// The UIKit layer converts `UIUserInterfaceLayoutDirection` to this type; it is defined here so
/// the neutral code never imports UIKit or SwiftUI (whose `LayoutDirection` it does not shadow).
public enum GestureLayoutDirection: Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right (English, French, …).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew, …).
    case rightToLeft

    /// The sign of the x axis as seen from the leading edge: `+1` left-to-right, `-1` right-to-left.
    ///
    /// Multiply a physical horizontal translation by this to get a translation measured from the
    /// leading edge toward the trailing edge.
    public var leadingToTrailingSign: Double {
        switch self {
        case .leftToRight: 1
        case .rightToLeft: -1
        }
    }
}
