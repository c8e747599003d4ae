#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit

    /// Every use of the navigation layer's classes by the SwiftUI front, in one place.
    ///
    /// Until `BarlessNavigationController` and `NavigationDelegate` are merged, the stack runs on
    /// a plain `UINavigationController` with UIKit's own transitions; the comments name the
    /// bar-less calls that replace each body.
    @MainActor enum TransitionStackHost {
        /// Makes the navigation controller showing a router's screens and installs the router's
        /// observer and transitions on it.
        ///
        /// Bar-less: `BarlessNavigationController(rootViewController:)`, `additionalDelegate =
        /// observer`, and one registration on its `transitions` (`NavigationDelegate`), from
        /// `UIViewController` to `UIViewController` for push and pop (the bar-less container
        /// wraps the hosting controllers), whose factory returns
        /// `router.transition(between:and:direction:)` (push → `.forward`, pop → `.backward`) as a
        /// `ScreenTransition`: a zoom as
        /// `.zoom(from: zoomAnchor, to: nil)` with its `style` set to the route's, any other as a
        /// `ScreenTransition` whose `style` is the route's; `nil` (not a route, or no animation)
        /// falls through to the delegate's own resolution. Pops, the swipe-back included, get the
        /// leaving route's backward transition this way.
        static func makeNavigationController(
            root: UIViewController, observer: UINavigationControllerDelegate, router: TransitionRouter
        ) -> UINavigationController {
            let navigationController = UINavigationController(rootViewController: root)
            navigationController.delegate = observer
            return navigationController
        }

        /// The screen a view controller of the navigation stack shows: itself, or the content of
        /// the bar-less container wrapping it.
        static func content(of viewController: UIViewController) -> UIViewController {
            viewController
        }

        /// The view controller standing for a screen in the navigation stack (itself, or the
        /// bar-less container wrapping it); `nil` when the stack does not hold it.
        static func stackEntry(for screen: UIViewController, in navigationController: UINavigationController)
            -> UIViewController?
        {
            navigationController.viewControllers.first { content(of: $0) === screen }
        }

        /// Pushes a screen with a route's transition as the per-push override; `nil` pushes
        /// without animation.
        ///
        /// Bar-less: `pushViewController(screen, transition:)` with the `ScreenTransition` built
        /// as in ``makeNavigationController(root:observer:router:)`` from `style` and `zoomAnchor`.
        static func push(
            _ screen: UIViewController, on navigationController: UINavigationController,
            style: TransitionStyle?, zoomAnchor: UIView?
        ) {
            navigationController.pushViewController(screen, animated: style != nil)
        }

        /// Pops to a screen the navigation stack holds (through its container); does nothing when
        /// it does not hold it (``RouteStackEdit`` asks for `setViewControllers` instead then).
        static func pop(
            to screen: UIViewController, on navigationController: UINavigationController, animated: Bool
        ) {
            if let entry = stackEntry(for: screen, in: navigationController) {
                navigationController.popToViewController(entry, animated: animated)
            }
        }
    }
#endif
