import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The size constraints that keep a frame-sized view at its size where the toolbar lays it out by
/// constraints (a bar button item's custom view in a stack view row, a title view in the title
/// area).
///
/// A view an app sizes only by its frame still has `translatesAutoresizingMaskIntoConstraints` on
/// (UIView.h: default `true`; an app that gives a view its own constraints turns it off) and,
/// like a plain `UIView`, no intrinsic content size (UIView.h: `UIViewNoIntrinsicMetric`). A
/// navigation bar shows such a view at its frame's size; a stack view would collapse it to
/// nothing. So, before the view is placed, the toolbar pins the frame's width and height:
///
/// ```swift
/// FrameSizePin(translatesAutoresizingMaskIntoConstraints: true,
///              frame: CGRect(x: 0, y: 0, width: 120, height: 30), role: .barItem)
/// // width 120, height 30, priority 999
/// ```
///
/// - A view laid out by constraints (`translatesAutoresizingMaskIntoConstraints == false`) is not
///   pinned.
/// - A zero, negative or non-finite frame dimension is not pinned: the view's intrinsic size (a
///   button's, a label's) decides it, as before.
/// - A bar item's pin has priority 999, a title view's 750 (`defaultHigh`): UINavigationItem.h says
///   a title view "may be sized horizontally", so the title area's own bounds win.
package struct FrameSizePin: Sendable, Hashable {
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

    /// The pin for a view, or `nil` when it needs none.
    ///
    /// - Parameters:
    ///   - translatesAutoresizingMaskIntoConstraints: The view's flag, before it is placed.
    ///   - frame: The view's frame.
    ///   - role: Where the view goes.
    package init?(translatesAutoresizingMaskIntoConstraints: Bool, frame: CGRect, role: Role) {
        guard translatesAutoresizingMaskIntoConstraints else { return nil }
        let width = frame.size.width
        let height = frame.size.height
        self.width = width.isFinite && width > 0 ? width : nil
        self.height = height.isFinite && height > 0 ? height : nil
        guard self.width != nil || self.height != nil else { return nil }
        priority = role == .barItem ? 999 : 750
    }

    /// The pin for a view the toolbar is about to place, or `nil`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - role: Where it goes.
    @MainActor
    package init?(for view: some ToolbarItemViewPort, role: Role) {
        self.init(
            translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            frame: view.frame, role: role)
    }

    /// Applies the pin to `view`.
    ///
    /// - Parameter view: The view this pin was read from.
    @MainActor
    package func apply(to view: some ToolbarItemViewPort) {
        view.pinSize(width: width, height: height, priority: priority)
    }
}
