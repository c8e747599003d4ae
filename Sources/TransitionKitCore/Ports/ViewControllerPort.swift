/// The part of `UIViewController` the transition code uses; ``activeTransitionCoordinator`` is
/// `transitionCoordinator`, which falls back to the parent's or presenter's.
@MainActor
package protocol ViewControllerPort: AnyObject {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewPort
    /// The view controller type of parents and children (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerPort
    associatedtype PortCoordinator: TransitionCoordinatorPort

    /// `viewIfLoaded`: the view, without loading it.
    var viewIfLoaded: PortView? { get }
    /// `parent`: the containing view controller (a navigation controller for its children).
    var parent: PortViewController? { get }
    /// `additionalSafeAreaInsets`.
    var additionalSafeArea: Insets { get set }
    /// `hidesBottomBarWhenPushed` (`UINavigationController.h:130`): the bottom bar (a tab bar) slides out
    /// when this screen is pushed.
    var hidesBottomBarWhenPushed: Bool { get }
    /// `navigationItem.largeTitleDisplayMode` (`UINavigationItem.h:166`): whether the navigation
    /// bar shows a large title while this screen is on top.
    var largeTitleDisplayMode: LargeTitleDisplayMode { get }
    /// `transitionCoordinator`: the running transition's coordinator, else the parent's or
    /// presenter's, else `nil`.
    var activeTransitionCoordinator: PortCoordinator? { get }
    /// Whether this is a `UINavigationController` or a `UITabBarController`, which UIKit refuses as
    /// a pushed screen ("Pushing a navigation controller is not supported" raises).
    var isNavigationOrTabBarController: Bool { get }

    func loadViewIfNeeded()
}
