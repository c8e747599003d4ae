#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI
    import UIKit

    /// The model behind a ``TransitionStack``: its route stack, pushed and popped with
    /// TransitionKit's transitions (the coordinator decides every UIKit call).
    ///
    /// Links, the path binding, state-driven destinations and dismiss actions reach it through the
    /// screen they are in (`\.routeScreen`); pops it did not start (the interactive swipe-back)
    /// are learned from UIKit after they finish.
    @MainActor final class TransitionRouter {
        /// The transition of pushes that choose none (``RouteTransitions/Choice/inherited``).
        var defaultTransition: TransitionStyle {
            didSet { coordinator.defaultTransition = defaultTransition }
        }

        /// The route stack and everything the router does to UIKit (see ``RouterCoordinator``).
        let coordinator: RouterCoordinator<UINavigationController, RouteHostingResolver>
        /// The navigation controller's additional delegate, reporting `didShow`.
        let observer = RouteNavigationObserver()

        /// Creates a router whose root screen is set by the ``TransitionStack`` that shows it.
        ///
        /// - Parameter defaultTransition: The transition of pushes that choose none.
        init(defaultTransition: TransitionStyle) {
            self.defaultTransition = defaultTransition
            let root = RouteHostingController(
                content: AnyView(EmptyView()), reference: RouteScreenReference(), transitions: .default,
                zoomAnchor: nil)
            coordinator = RouterCoordinator(
                root: root, defaultTransition: defaultTransition, resolver: RouteHostingResolver(),
                nextTurn: MainQueueNextTurn())
            coordinator.observer = self
            observer.router = self
            root.reference.router = self
        }

        /// Replaces the root screen's view, re-applies the environment where the stack sits in
        /// every screen and follows the path (the ``TransitionStack`` calls it when it is made and
        /// on every update; see ``RouterCoordinator/stackDidUpdate(rootContent:environment:path:makeScreen:)``).
        ///
        /// - Parameters:
        ///   - view: The root view.
        ///   - environment: The environment in effect where the stack sits.
        ///   - path: The stack's path binding, if it has one.
        ///   - animated: Whether a path edit animates.
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

    extension TransitionRouter: RouterObserving {
        /// Ignores the depth: nothing in a ``TransitionStack`` observes it.
        ///
        /// - Parameter depth: The new depth.
        package func routerDepthDidChange(_ depth: Int) {}
    }

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
