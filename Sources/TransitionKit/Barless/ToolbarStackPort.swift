/// The navigation stack a toolbar container sits in, as the container reads and pops it: the part
/// of `UINavigationController` (UINavigationController.h) the back button uses, in UIKit's words.
///
/// ```swift
/// let state = BackButtonState(of: container, in: navigationController)
/// ```
///
/// `viewControllers` is "the current view controller stack" (UINavigationController.h:70); it
/// changes as soon as a pop is asked for. `popToViewController(_:animated:)` "pops view controllers
/// until the one specified is on top" (:64); the view controller must be on the stack.
/// `UINavigationController` conforms as it is; in tests `NavigationStackModel`.
@MainActor
package protocol ToolbarStackPort: AnyObject {
    /// `UIViewController` on device.
    associatedtype Entry: ToolbarStackEntryReading

    /// `viewControllers`, root first.
    var viewControllers: [Entry] { get }

    /// `popToViewController(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewController: An entry of the stack, to become the top.
    ///   - animated: Whether the pop animates.
    /// - Returns: The popped entries.
    @discardableResult
    func popToViewController(_ viewController: Entry, animated: Bool) -> [Entry]?
}

/// An entry of a bar-less navigation stack, as the entry above it reads it for its back button.
///
/// On device `UIViewController` conforms: ``screenNavigationItem`` is the navigation item of the
/// screen the entry shows (the contained screen's, for a toolbar container). In tests
/// `StackEntryModel`.
@MainActor
package protocol ToolbarStackEntryReading: AnyObject {
    /// `UINavigationItem` on device.
    associatedtype ScreenNavigationItem: NavigationItemReading

    /// The navigation item of the screen this entry shows.
    var screenNavigationItem: ScreenNavigationItem { get }
}
