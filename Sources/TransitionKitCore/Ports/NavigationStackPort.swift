/// The part of `UINavigationController` (`UINavigationController.h`) the transition code uses. The stack
/// changes as soon as a push or pop is asked for; UIKit's rules: `PortsInternals`.
@MainActor
package protocol NavigationStackPort: ViewControllerPort {
    /// The delegate type (`any UINavigationControllerDelegate` on device).
    associatedtype PortDelegate

    /// `viewControllers`: the stack, root first.
    var viewControllers: [PortViewController] { get }
    var topViewController: PortViewController? { get }
    /// `delegate` (weak on device).
    var delegate: PortDelegate? { get set }
    /// `view.effectiveUserInterfaceLayoutDirection` (loads the view).
    var viewLayoutDirection: TransitionLayoutDirection { get }
    /// `interactivePopGestureRecognizer?.isEnabled`: `false` when there is no recognizer, and
    /// setting it then does nothing.
    var isInteractivePopGestureEnabled: Bool { get set }
    /// `interactiveContentPopGestureRecognizer?.isEnabled` (iOS 26; absent from the iOS 16.5 SDK, reached
    /// through the Objective-C runtime): `false` without the recognizer, and setting it then does nothing.
    var isInteractiveContentPopGestureEnabled: Bool { get set }

    /// `isNavigationBarHidden` (`UINavigationController.h:74`).
    var isNavigationBarHidden: Bool { get }
    /// `navigationBar.prefersLargeTitles` (`UINavigationBar.h:63`): whether the bar shows large
    /// titles (each screen's ``ViewControllerPort/largeTitleDisplayMode`` decides on top).
    var prefersLargeTitles: Bool { get }
    /// `navigationBar` as a view: its frame is in the navigation controller's view.
    var navigationBarView: PortView { get }
    /// `tabBarController?.tabBar` as a view: the bottom bar `hidesBottomBarWhenPushed` hides;
    /// `nil` outside a tab bar controller.
    var tabBarView: PortView? { get }
    /// Which tab bar ``tabBarView`` is (``TabBarVariant``): only the classic one is a
    /// transition's to move.
    var tabBarVariant: TabBarVariant { get }

    /// `view.layoutIfNeeded()`: lays out the bars (the navigation bar at the top screen's title height);
    /// inside an animation block the bars' changes animate.
    func layOutBars()

    /// `pushViewController(_:animated:)`; the screen must not already be in the stack.
    func pushViewController(_ viewController: PortViewController, animated: Bool)
    /// `popViewController(animated:)`: `nil` at the root.
    @discardableResult
    func popViewController(animated: Bool) -> PortViewController?
    @discardableResult
    func popToViewController(_ viewController: PortViewController, animated: Bool) -> [PortViewController]?
    @discardableResult
    func popToRootViewController(animated: Bool) -> [PortViewController]?
    /// `setViewControllers(_:animated:)`: animated, it plays a push when the new top was not in the stack and
    /// a pop when it was.
    func setViewControllers(_ viewControllers: [PortViewController], animated: Bool)
}
