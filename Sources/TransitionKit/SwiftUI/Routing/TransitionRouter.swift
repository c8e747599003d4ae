#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI
    import UIKit

    /// The navigation model of a ``TransitionStack``: a tagged stack of SwiftUI screens, pushed
    /// and popped with TransitionKit's transitions.
    ///
    /// Every screen of the stack finds the router in its environment:
    ///
    /// ```swift
    /// struct HomeView: View {
    ///     @EnvironmentObject var router: TransitionRouter
    ///     var body: some View {
    ///         Button("Settings") {
    ///             router.push(SettingsView(), tag: "settings", transition: .crossFade)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Operations (`push`, `back`, `home`, `goTo(tag:)` and its forced form, `replace`) change a
    /// `RouteStack` first, then apply the change to UIKit with the route's transition: the
    /// arriving route's forward choice on a push, the leaving route's backward choice on a pop
    /// (the router's coordinator decides every UIKit call).
    /// They return `nil` when the stack changed, or the ``RouteRefusal`` saying why not (back or
    /// home on the root, a missing tag, a duplicate tag); a refusal changes nothing.
    ///
    /// Pops the router did not start (the interactive swipe-back) are learned from UIKit after
    /// they finish, and ``depth`` and ``tags`` follow.
    @MainActor public final class TransitionRouter: ObservableObject {
        /// The number of screens, root included; at least 1.
        @Published public private(set) var depth: Int = 1
        /// Each screen's tag, root first (`nil` for an untagged screen).
        @Published public private(set) var tags: [RouteTag?] = [nil]
        /// The transition used where a route's choice is ``RouteTransitions/Choice/inherited``.
        public var defaultTransition: TransitionStyle {
            didSet { coordinator.defaultTransition = defaultTransition }
        }

        /// What a push with a tag already in the stack does; rejected by default.
        public var duplicatePushPolicy: DuplicatePushPolicy {
            get { coordinator.duplicateTagPolicy }
            set { coordinator.duplicateTagPolicy = newValue }
        }

        /// The route stack and everything the router does to UIKit (see ``RouterCoordinator``).
        let coordinator: RouterCoordinator<UINavigationController, RouteHostingResolver>
        /// The navigation controller's additional delegate, reporting `didShow`.
        let observer = RouteNavigationObserver()

        /// Creates a router whose root screen is set by the ``TransitionStack`` that shows it.
        ///
        /// - Parameter defaultTransition: The transition of routes that do not choose one;
        ///   defaults to ``TransitionStyle/slide``.
        public init(defaultTransition: TransitionStyle = .slide) {
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
        func stackDidUpdate<Root: View>(
            root view: Root, environment: EnvironmentValues, path: RoutePathBinding?
        ) {
            coordinator.stackDidUpdate(
                rootContent: content(view, reference: coordinator.stack.root.payload.reference),
                environment: environment, path: path
            ) { content, transitions in
                makeScreen(content, transitions: transitions, zoomAnchor: nil)
            }
        }

        /// Wraps a route's view with the router (held weakly, see ``RouterInjector``), the screen
        /// reference and the screen's dismiss action in its environment.
        func content<Screen: View>(_ view: Screen, reference: RouteScreenReference) -> AnyView {
            AnyView(
                RouterInjector(
                    router: self,
                    content: view.environment(\.routeScreen, reference)
                        .environment(\.transitionDismiss, dismissAction(for: reference))))
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
        /// Publishes ``depth`` (the coordinator calls it only when the depth changed).
        ///
        /// - Parameter depth: The new depth.
        package func routerDepthDidChange(_ depth: Int) {
            self.depth = depth
        }

        /// Publishes ``tags`` (the coordinator calls it only when the tags changed).
        ///
        /// - Parameter tags: The new tags.
        package func routerTagsDidChange(_ tags: [RouteTag?]) {
            self.tags = tags
        }
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

    /// Puts a route's view under the router's environment object while holding the router
    /// *weakly*.
    ///
    /// The router owns every route's hosting controller (its ``RouteStack`` payloads), and each
    /// controller owns its root view value. A root view built as
    /// `view.environmentObject(router)` would own the router back: a cycle between the router
    /// and every screen, alive even before a screen is shown. This wrapper breaks it at the
    /// value level; SwiftUI's rendered graph still holds the environment object strongly while
    /// the screen's view lives, and ``TransitionRouter`` breaks that edge when its stack is
    /// dismantled (see ``RouteHostingController/suspend()``). The value-level edge is tested
    /// neutrally in `WeakReferenceTests` (a router-like owner of a ``RouteStack`` whose screens
    /// point back through ``WeakReference``).
    ///
    /// Once the router is gone the wrapper shows nothing (no screen can be shown without its
    /// router then anyway).
    struct RouterInjector<Content: View>: View {
        /// The router to inject; its object is `nil` once the router is released.
        let router: WeakReference<TransitionRouter>
        /// The route's view.
        let content: Content

        /// Wraps `content`, holding `router` weakly.
        ///
        /// - Parameters:
        ///   - router: The router to inject.
        ///   - content: The route's view.
        init(router: TransitionRouter, content: Content) {
            self.router = WeakReference(router)
            self.content = content
        }

        var body: some View {
            if let router = router.object { content.environmentObject(router) }
        }
    }
#endif
