/// The horizontal reading direction a transition runs in, read from the navigation controller's
/// view (`effectiveUserInterfaceLayoutDirection` on device).
///
/// Named so it never clashes with SwiftUI's `LayoutDirection`. Directional choreographies (the
/// slide) move screens from the trailing edge on push: from the right in left-to-right layouts,
/// from the left in right-to-left ones.
public enum TransitionLayoutDirection: Sendable, Hashable {
    /// Left-to-right scripts: the leading edge is on the left.
    case leftToRight
    /// Right-to-left scripts (Arabic, Hebrew): the leading edge is on the right.
    case rightToLeft

    /// `+1` for left-to-right, `−1` for right-to-left: multiply an x offset toward the trailing
    /// edge by it.
    public var trailingSign: Double {
        switch self {
        case .leftToRight: return 1
        case .rightToLeft: return -1
        }
    }
}
