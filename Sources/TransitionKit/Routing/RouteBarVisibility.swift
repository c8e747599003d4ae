import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a route screen's `transitionToolbarHidden(_:)` applies: its bar-less container's toolbar
/// (by asking for no toolbar height), or — in a stack showing the system bar — the navigation bar,
/// only while the screen is the navigation controller's top screen.
///
/// ```swift
/// RouteBarVisibility.preferredToolbarHeight(hidden: true)                  // 0: no toolbar
/// RouteBarVisibility.systemBar(of: parent as? UINavigationController, for: screen)
///     // the parent while `screen` is on top, else nil (covered, or in a bar-less container)
/// ```
package enum RouteBarVisibility {
    /// The toolbar height a screen asks its bar-less container for.
    ///
    /// - Parameter hidden: Whether the screen hides its bar.
    /// - Returns: 0 while hidden; `nil` (the standard height) otherwise.
    package static func preferredToolbarHeight(hidden: Bool) -> CGFloat? {
        hidden ? 0 : nil
    }

    /// Whether a screen's choice changed, so its bar must be hidden or shown now.
    ///
    /// - Parameters:
    ///   - old: The choice before.
    ///   - new: The choice now.
    /// - Returns: `new` when it differs from `old`; `nil` when nothing is to be done (a write of
    ///   the same value, as when the screen's view appears again).
    package static func change(from old: Bool, to new: Bool) -> Bool? {
        old == new ? nil : new
    }

    /// The navigation controller whose bar a screen shows or hides.
    ///
    /// - Parameters:
    ///   - parent: The screen's parent when it is a navigation controller (a `.system` stack), else
    ///     `nil` (a bar-less container, or no parent).
    ///   - screen: The screen.
    /// - Returns: `parent` when `screen` is its top screen; `nil` otherwise, so a covered screen
    ///   updating its view never changes the bar of the screen on top.
    @MainActor static func systemBar<Navigation: NavigationStackPort>(
        of parent: Navigation?, for screen: Navigation.PortViewController
    ) -> Navigation? where Navigation.PortViewController: AnyObject {
        parent?.topViewController === screen ? parent : nil
    }
}
