import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Pins a frame-sized view (autoresizing mask on, no intrinsic size: UIView.h) to its frame's size,
/// which a stack view would collapse to nothing and a navigation bar keeps (see Barless internals).
struct FrameSizePin: Sendable, Hashable {
    /// Where the view goes.
    package enum Role: Sendable, Hashable {
        /// A bar button item's custom view, in a row.
        case barItem
        /// The navigation item's title view, in the title area.
        case titleView
    }

    /// The width to keep, or `nil`.
    package var width: CGFloat?
    /// The height to keep, or `nil`.
    package var height: CGFloat?
    /// The constraints' priority (a `UILayoutPriority` raw value).
    package var priority: Float

    /// `nil` for a view laid out by constraints or a zero, negative or non-finite dimension.
    package init?(translatesAutoresizingMaskIntoConstraints: Bool, frame: CGRect, role: Role) {
        guard translatesAutoresizingMaskIntoConstraints else { return nil }
        let width = frame.size.width
        let height = frame.size.height
        self.width = width.isFinite && width > 0 ? width : nil
        self.height = height.isFinite && height > 0 ? height : nil
        guard self.width != nil || self.height != nil else { return nil }
        priority = role == .barItem ? 999 : 750
    }

    @MainActor
    package init?(for view: some ToolbarItemViewPort, role: Role) {
        self.init(
            translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            frame: view.frame, role: role)
    }

    @MainActor
    package func apply(to view: some ToolbarItemViewPort) {
        view.pinSize(width: width, height: height, priority: priority)
    }
}
