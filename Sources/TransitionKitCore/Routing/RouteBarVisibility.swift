import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where `transitionToolbarHidden(_:)` applies: the bar-less container's toolbar (no toolbar height),
/// or in a `.system` stack the navigation bar, only while the screen is on top.
package enum RouteBarVisibility {
    /// 0 while hidden; `nil` (the standard height) otherwise.
    package static func preferredToolbarHeight(hidden: Bool) -> CGFloat? {
        hidden ? 0 : nil
    }

    /// `new` when it differs from `old`; `nil` for a write of the same value (the view appearing again).
    package static func change(from old: Bool, to new: Bool) -> Bool? {
        old == new ? nil : new
    }

    /// `parent` only while `screen` is its top screen, so a covered screen updating its view never
    /// changes the bar of the screen on top.
    @MainActor package static func systemBar<Navigation: NavigationStackPort>(
        of parent: Navigation?, for screen: Navigation.PortViewController
    ) -> Navigation? where Navigation.PortViewController: AnyObject {
        parent?.topViewController === screen ? parent : nil
    }
}
