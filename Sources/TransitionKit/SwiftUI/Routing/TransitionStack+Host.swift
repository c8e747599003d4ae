#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit

    /// Every use of the navigation layer's classes by the SwiftUI front, in one place.
    ///
    /// The stack runs on a ``BarlessNavigationController`` (``TransitionStackBar/barless``): each
    /// hosting controller is wrapped in a toolbar container that mirrors its `navigationItem`; or
    /// on a plain `UINavigationController` showing its bar (``TransitionStackBar/system``). Every
    /// push and pop — the router's and the user's swipe-back — plays the route's transition
    /// through the controller's ``NavigationDelegate``.
    @MainActor enum TransitionStackHost {
        /// Makes the navigation controller showing a router's screens, empty (the router's
        /// coordinator sets its stack when it attaches), and installs the router's observer and
        /// transitions on it.
        ///
        /// One registration covers every pair of screens (`UIViewController` → `UIViewController`,
        /// push and pop; the delegate sees the hosting controllers inside their containers). Its
        /// factory asks the router's coordinator for the route's transition when UIKit asks for the
        /// animator — the arriving route's push choice on a push, the leaving route's pop
        /// choice on a pop, the swipe-back included, with the link's zoom anchor looked up then —
        /// and returns `nil` for screens that are not routes, which falls through to the
        /// controller's default. No per-push override is passed: it would pin the pop's transition
        /// and anchor at push time.
        static func makeNavigationController(
            bar: TransitionStackBar, observer: UINavigationControllerDelegate, router: TransitionRouter
        ) -> UINavigationController {
            let (navigationController, transitions) = bar.make {
                let barless = BarlessNavigationController(nibName: nil, bundle: nil)
                return (barless as UINavigationController, barless.transitions)
            } system: {
                let navigationController = UINavigationController(nibName: nil, bundle: nil)
                let transitions = NavigationDelegate()
                transitions.attach(to: navigationController)
                return (navigationController, transitions)
            }
            transitions.additionalDelegate = observer
            router.coordinator.reverseRunningTransition = { [weak transitions, weak navigationController] in
                guard let transitions, let navigationController else { return false }
                return transitions.core.reverseRunningTransition(of: navigationController)
            }
            transitions.register(from: UIViewController.self, to: UIViewController.self) {
                [weak router] lower, upper, operation in
                router?.coordinator.transition(
                    between: lower as? RouteHostingController, and: upper as? RouteHostingController,
                    operation: operation
                ).map(screenTransition)
            }
            return navigationController
        }

        /// A route's choice as a screen transition: its style, and a zoom's source (`nil` for
        /// every other style, so this is the plain style then).
        private static func screenTransition(_ choice: RouteTransitionChoice<RouteZoomAnchorView>)
            -> ScreenTransition
        {
            var transition = ScreenTransition.zoom(from: choice.zoomSource, to: nil)
            transition.style = choice.style
            return transition
        }
    }
#endif
