/// The part of `UINavigationController` the back button uses. `viewControllers` changes as soon as a
/// pop is asked for (UINavigationController.h:70).
@MainActor
package protocol ToolbarStackPort: AnyObject {
    /// `UIViewController` on device.
    associatedtype Entry: ToolbarStackEntryPort

    /// `viewControllers`, root first.
    var viewControllers: [Entry] { get }

    /// "Pops view controllers until the one specified is on top" (UINavigationController.h:64); it must be
    /// on the stack.
    @discardableResult
    func popToViewController(_ viewController: Entry, animated: Bool) -> [Entry]?
}

/// An entry of a bar-less stack, as the entry above reads it for its back button. For a container,
/// ``screenNavigationItem`` is the contained screen's.
@MainActor
package protocol ToolbarStackEntryPort: AnyObject {
    /// `UINavigationItem` on device.
    associatedtype ScreenNavigationItem: NavigationItemPort

    /// The navigation item of the screen this entry shows.
    var screenNavigationItem: ScreenNavigationItem { get }
}
