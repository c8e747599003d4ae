#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit

    /// Every use of the navigation layer's classes by the SwiftUI front, in one place.
    ///
    /// The stack runs on a ``BarlessNavigationController``: each hosting controller is wrapped in a
    /// toolbar container that mirrors its `navigationItem`, and every push and pop — the router's
    /// and the user's swipe-back — plays the route's transition through the controller's
    /// ``NavigationDelegate``.
    @MainActor enum TransitionStackHost {
        /// Makes the navigation controller showing a router's screens and installs the router's
        /// observer and transitions on it.
        ///
        /// One registration covers every pair of screens (`UIViewController` → `UIViewController`,
        /// push and pop; the delegate sees the hosting controllers inside their containers). Its
        /// factory asks the router for the route's transition — the arriving route's forward
        /// choice on a push, the leaving route's backward choice on a pop, the swipe-back
        /// included — and returns `nil` for screens that are not routes, which falls through to
        /// the controller's default.
        static func makeNavigationController(
            root: UIViewController, observer: UINavigationControllerDelegate, router: TransitionRouter
        ) -> UINavigationController {
            let navigationController = BarlessNavigationController(rootViewController: root)
            navigationController.additionalDelegate = observer
            navigationController.transitions.register(from: UIViewController.self, to: UIViewController.self)
            {
                [weak router] lower, upper, operation in
                guard let router else { return nil }
                guard let choice = router.transition(between: lower, and: upper, operation: operation) else {
                    return nil
                }
                return screenTransition(style: choice.style, zoomAnchor: choice.zoomAnchor)
            }
            return navigationController
        }

        /// The screen a view controller of the navigation stack shows: itself, or the content of
        /// the bar-less container wrapping it.
        static func content(of viewController: UIViewController) -> UIViewController {
            viewController.transitionScreen
        }

        /// The view controller standing for a screen in the navigation stack (itself, or the
        /// bar-less container wrapping it); `nil` when the stack does not hold it.
        static func stackEntry(for screen: UIViewController, in navigationController: UINavigationController)
            -> UIViewController?
        {
            navigationController.viewControllers.first { content(of: $0) === screen }
        }

        /// Pushes a screen; animated, it plays the route's transition.
        ///
        /// No per-push override is passed: the one registration made in
        /// ``makeNavigationController(root:observer:router:)`` asks the router at transition
        /// time, so the push gets the arriving route's forward choice and the later pop — the
        /// router's or the user's swipe-back — the leaving route's backward choice, with the link's
        /// zoom anchor looked up afresh (an override would also cover the pop and pin both).
        static func push(
            _ screen: UIViewController, on navigationController: UINavigationController, animated: Bool
        ) {
            navigationController.pushViewController(screen, animated: animated)
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

        /// A route's style as a screen transition; a zoom grows from the link's anchor.
        private static func screenTransition(style: TransitionStyle, zoomAnchor: UIView?) -> ScreenTransition
        {
            guard style.kind == .zoom else { return ScreenTransition(style) }
            var transition = ScreenTransition.zoom(from: zoomAnchor, to: nil)
            transition.style = style
            return transition
        }
    }
#endif
