/// What a coordinator calls on a navigation controller: the part of `UINavigationController`
/// (`UINavigationController.h`) the transition code uses, in UIKit's words.
///
/// ```swift
/// let idle = navigationController.activeTransitionCoordinator == nil
/// if idle, navigationController.viewControllers.count > 1 {
///     navigationController.popViewController(animated: true)
/// }
/// ```
///
/// The stack changes as soon as a push or pop is asked for (`viewControllers` and
/// `topViewController` already show the new top while the transition runs) and is restored if an
/// interactive pop is cancelled. A navigation asked for while a transition runs is UIKit's
/// "nested push animation can result in corrupted navigation bar": the model records it.
///
/// `delegate` is weak on device. UIKit reads which optional delegate methods an object implements
/// when it is assigned; an object whose answers change later must be assigned again.
///
/// `UINavigationController` conforms (`PortDelegate == any UINavigationControllerDelegate`); in
/// tests `NavigationControllerModel` plays UIKit's delegate calls in UIKit's order.
@MainActor
package protocol NavigationStackPort: ViewControllerProperties {
    /// The delegate type (`any UINavigationControllerDelegate` on device).
    associatedtype PortDelegate

    /// `viewControllers`: the stack, root first.
    var viewControllers: [PortViewController] { get }
    /// `topViewController`.
    var topViewController: PortViewController? { get }
    /// `delegate` (weak on device).
    var delegate: PortDelegate? { get set }
    /// `view.effectiveUserInterfaceLayoutDirection` (loads the view).
    var viewLayoutDirection: TransitionLayoutDirection { get }
    /// `interactivePopGestureRecognizer?.isEnabled`: `false` when there is no recognizer, and
    /// setting it then does nothing.
    var isInteractivePopGestureEnabled: Bool { get set }
    /// `interactiveContentPopGestureRecognizer?.isEnabled` (iOS 26: the pop gesture that starts
    /// anywhere in the content; absent from the iOS 16.5 SDK, reached through the Objective-C
    /// runtime): `false` when there is no such recognizer, and setting it then does nothing.
    var isInteractiveContentPopGestureEnabled: Bool { get set }

    /// `isNavigationBarHidden` (`UINavigationController.h:74`).
    var isNavigationBarHidden: Bool { get }
    /// `navigationBar.prefersLargeTitles` (`UINavigationBar.h:63`): whether the bar shows large
    /// titles (each screen's ``ViewControllerProperties/largeTitleDisplayMode`` decides on top).
    var prefersLargeTitles: Bool { get }
    /// `navigationBar` as a view: its frame is in the navigation controller's view.
    var navigationBarView: PortView { get }
    /// `tabBarController?.tabBar` as a view: the bottom bar `hidesBottomBarWhenPushed` hides;
    /// `nil` outside a tab bar controller.
    var tabBarView: PortView? { get }
    /// Which tab bar ``tabBarView`` is (``TabBarVariant``): only the classic one is a
    /// transition's to move.
    var tabBarVariant: TabBarVariant { get }

    /// `view.layoutIfNeeded()`: the controller lays out its bars — the navigation bar at the height
    /// of the top screen's title, large or not — and the rest of its view. Inside an animation
    /// block the bars' changes animate.
    func layOutBars()

    /// `pushViewController(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewController: The screen to push (not already in the stack).
    ///   - animated: Whether to animate.
    func pushViewController(_ viewController: PortViewController, animated: Bool)
    /// `popViewController(animated:)`.
    ///
    /// - Parameter animated: Whether to animate.
    /// - Returns: The popped screen, or `nil` at the root.
    @discardableResult
    func popViewController(animated: Bool) -> PortViewController?
    /// `popToViewController(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewController: A screen in the stack.
    ///   - animated: Whether to animate.
    /// - Returns: The popped screens.
    @discardableResult
    func popToViewController(_ viewController: PortViewController, animated: Bool) -> [PortViewController]?
    /// `popToRootViewController(animated:)`.
    ///
    /// - Parameter animated: Whether to animate.
    /// - Returns: The popped screens.
    @discardableResult
    func popToRootViewController(animated: Bool) -> [PortViewController]?
    /// `setViewControllers(_:animated:)`: animated, it plays a push when the new top was not in
    /// the stack and a pop when it was.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Whether to animate.
    func setViewControllers(_ viewControllers: [PortViewController], animated: Bool)
}
