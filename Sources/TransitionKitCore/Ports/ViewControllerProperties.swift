/// What a coordinator reads and sets on a view controller: the part of `UIViewController` the
/// transition code uses, in UIKit's words.
///
/// ```swift
/// let insets = toController.additionalSafeArea        // morphed by the safe-area transition
/// let ownTransition = coordinator.viewController(forKey: .from)?.parent === navigationController
/// ```
///
/// `UIViewController` conforms with `PortView == UIView` and `PortViewController == UIViewController`.
/// ``additionalSafeArea`` is `additionalSafeAreaInsets` as neutral ``Insets``;
/// ``activeTransitionCoordinator`` is `transitionCoordinator` behind the ``TransitionCoordinating``
/// port (UIKit's falls back to the parent's or presenter's coordinator). In tests
/// `ViewControllerModel` conforms.
@MainActor
package protocol ViewControllerProperties: AnyObject {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewProperties
    /// The view controller type of parents and children (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerProperties
    /// The transition coordinator type.
    associatedtype PortCoordinator: TransitionCoordinating

    /// `viewIfLoaded`: the view, without loading it.
    var viewIfLoaded: PortView? { get }
    /// `parent`: the containing view controller (a navigation controller for its children).
    var parent: PortViewController? { get }
    /// `additionalSafeAreaInsets`.
    var additionalSafeArea: Insets { get set }
    /// `hidesBottomBarWhenPushed` (`UINavigationController.h:130`: "If YES, then when this view
    /// controller is pushed into a controller hierarchy with a bottom bar (like a tab bar), the
    /// bottom bar will slide out. Default is NO.").
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

    /// `loadViewIfNeeded()`.
    func loadViewIfNeeded()
}
