#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI
    import UIKit

    /// The model behind a ``TransitionStack``. Links, the path, destinations and dismiss actions reach it
    /// through their screen (`\.routeScreen`); pops it did not start are learned after they finish.
    @MainActor final class TransitionRouter {
        /// The transition of pushes that choose none (``RouteTransitions/Choice/inherited``).
        var defaultTransition: TransitionStyle {
            didSet { coordinator.defaultTransition = defaultTransition }
        }

        /// The route stack and everything the router does to UIKit (see ``RouterCore``).
        let coordinator: RouterCore<UINavigationController, RouteHostingResolver>
        /// The navigation controller's additional delegate, reporting `didShow`.
        let observer = RouteNavigationObserver()

        /// The root screen is set by the ``TransitionStack`` that shows it.
        init(defaultTransition: TransitionStyle) {
            self.defaultTransition = defaultTransition
            let root = RouteHostingController(
                content: AnyView(EmptyView()), reference: RouteScreenReference(), transitions: .default,
                zoomAnchor: nil)
            coordinator = RouterCore(
                root: root, defaultTransition: defaultTransition, resolver: RouteHostingResolver(),
                nextTurn: MainQueueNextTurn())
            coordinator.observer = self
            observer.router = self
            root.reference.router = self
        }

        /// Called when the ``TransitionStack`` is made and on every update: the root view, the environment
        /// re-applied in every screen, the path followed.
        func stackDidUpdate<Root: View>(
            root view: Root, environment: EnvironmentValues, path: RoutePathBinding?, animated: Bool
        ) {
            coordinator.stackDidUpdate(
                rootContent: content(view, reference: coordinator.stack.root.payload.reference),
                environment: environment, path: path, animated: animated
            ) { content, transitions in
                makeScreen(content, transitions: transitions, zoomAnchor: nil)
            }
        }

        /// Puts the screen reference and the screen's dismiss action in a route's environment.
        func content<Screen: View>(_ view: Screen, reference: RouteScreenReference) -> AnyView {
            AnyView(
                view.environment(\.routeScreen, reference)
                    .environment(\.transitionDismiss, dismissAction(for: reference)))
        }

        /// Makes the hosting controller of a new route.
        func makeScreen<Screen: View>(
            _ view: Screen, transitions: RouteTransitions<TransitionStyle>, zoomAnchor: RouteZoomAnchorBox?
        ) -> RouteHostingController {
            let reference = RouteScreenReference()
            reference.router = self
            return RouteHostingController(
                content: content(view, reference: reference), reference: reference, transitions: transitions,
                zoomAnchor: zoomAnchor)
        }
    }

    extension TransitionRouter: RouterHost {
        /// Nothing in a ``TransitionStack`` observes the depth.
        package func routerDepthDidChange(_ depth: Int) {}
    }

    /// The navigation controller's additional delegate, answering only `didShow`, so the coordinator
    /// learns of pops it did not start (swipe-back, a long press on the back button).
    @MainActor final class RouteNavigationObserver: NSObject, UINavigationControllerDelegate {
        /// The router to tell; weak, the router owns the observer.
        weak var router: TransitionRouter?

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            router?.coordinator.navigationDidShow(navigationController)
        }
    }
#endif
