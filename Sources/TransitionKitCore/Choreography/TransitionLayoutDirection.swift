/// The horizontal reading direction a transition runs in, read from the navigation controller's
/// view (`effectiveUserInterfaceLayoutDirection` on device).
///
/// Named so it never clashes with SwiftUI's `LayoutDirection`. Directional choreographies (the
/// slide) move screens from the trailing edge on push: from the right in left-to-right layouts,
/// from the left in right-to-left ones.
///
/// Same cases and sign as `TransitionLayoutDirection` in TransitionKitGestures, so the UIKit layer
/// converts one `UIUserInterfaceLayoutDirection` to both.
public enum TransitionLayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left-to-right scripts: the leading edge is on the left.
    case leftToRight
    /// Right-to-left scripts (Arabic, Hebrew): the leading edge is on the right.
    case rightToLeft

    /// The sign of the x axis as seen from the leading edge: `+1` left-to-right, `−1`
    /// right-to-left. Multiply an offset toward the trailing edge by it to get an x offset.
    var leadingToTrailingSign: Double {
        switch self {
        case .leftToRight: return 1
        case .rightToLeft: return -1
        }
    }
}
