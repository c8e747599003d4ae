#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit

    /// Tells the router's coordinator what UIKit shows after every transition, so it learns
    /// about pops it did not start (swipe-back, a long press on a back button).
    ///
    /// Installed as the navigation controller's additional delegate; it answers only
    /// `navigationController(_:didShow:animated:)`.
    @MainActor final class RouteNavigationObserver: NSObject, UINavigationControllerDelegate {
        /// The router to tell; weak, the router owns the observer.
        weak var router: TransitionRouter?

        /// Reports that UIKit showed a screen.
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - viewController: The screen now on top.
        ///   - animated: Whether the transition was animated.
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            router?.coordinator.navigationDidShow(navigationController)
        }
    }
#endif
