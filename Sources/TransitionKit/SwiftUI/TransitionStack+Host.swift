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
        /// observer`, and one registration on `transitions` from `RouteHostingController` to
        /// `RouteHostingController` whose factory returns ``screenTransition(_:zoomAnchor:)`` of
        /// `router.transition(from:to:direction:)`.
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
        /// Bar-less: `pushViewController(screen, transition: screenTransition(style, zoomAnchor:))`.
        static func push(
            _ screen: UIViewController, on navigationController: UINavigationController,
            style: TransitionStyle?
        ) {
            navigationController.pushViewController(screen, animated: style != nil)
        }

        /// Pops to a screen the navigation stack holds (through its container), or sets the stack
        /// up to it when it does not.
        static func pop(
            to screen: UIViewController, on navigationController: UINavigationController, animated: Bool
        ) {
            if let entry = stackEntry(for: screen, in: navigationController) {
                navigationController.popToViewController(entry, animated: animated)
            }
        }
    }
#endif
