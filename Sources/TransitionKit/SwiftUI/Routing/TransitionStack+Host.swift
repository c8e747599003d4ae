#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit

    /// Every use of the navigation layer's classes by the SwiftUI front, in one place.
    @MainActor enum TransitionStackHost {
        /// One registration for every pair asks the coordinator for the route's transition when UIKit asks
        /// (`nil` for non-routes). No per-push override: it would pin the pop's transition and anchor.
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
