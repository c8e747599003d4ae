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
    /// ``RouteStack`` first, then apply the change to UIKit with the route's transition: the
    /// arriving route's forward choice on a push, the leaving route's backward choice on a pop.
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
        public var defaultTransition: TransitionStyle

        /// What a push with a tag already in the stack does; rejected by default.
        public var duplicateTagPolicy: DuplicateTagPolicy {
            get { stack.duplicateTagPolicy }
            set { stack.duplicateTagPolicy = newValue }
        }

        var stack: RouteStack<RouteHostingController, TransitionStyle>
        var sync = RouteSync()
        weak var navigationController: UINavigationController?
        let observer = RouteNavigationObserver()

        /// Creates a router whose root screen is set by the ``TransitionStack`` that shows it.
        ///
        /// - Parameter defaultTransition: The transition of routes that do not choose one;
        ///   defaults to ``TransitionStyle/slide``.
        public init(defaultTransition: TransitionStyle = .slide) {
            self.defaultTransition = defaultTransition
            let reference = RouteScreenReference()
            stack = RouteStack(
                root: RouteHostingController(
                    content: AnyView(EmptyView()), reference: reference, transitions: .default,
                    zoomAnchor: nil))
            stack.root.payload.routeID = stack.root.id
            observer.router = self
        }

        /// Replaces the root screen's view (the ``TransitionStack`` calls it on every update).
        ///
        /// - Parameter view: The root view.
        func setRoot<Root: View>(_ view: Root) {
            let root = stack.root.payload
            root.setContent(content(view, reference: root.reference))
        }

        /// Wraps a route's view with the router (held weakly, see ``RouterInjector``) and the screen
        /// reference in its environment.
        func content<Screen: View>(_ view: Screen, reference: RouteScreenReference) -> AnyView {
            AnyView(RouterInjector(router: self, content: view.environment(\.routeScreen, reference)))
        }

        /// Makes the hosting controller of a new route.
        func makeScreen<Screen: View>(
            _ view: Screen, transitions: RouteTransitions<TransitionStyle>, zoomAnchor: RouteZoomAnchorBox?
        ) -> RouteHostingController {
            let reference = RouteScreenReference()
            return RouteHostingController(
                content: content(view, reference: reference), reference: reference, transitions: transitions,
                zoomAnchor: zoomAnchor)
        }

        /// Publishes ``depth`` and ``tags`` when they differ from the stack's.
        func publish() {
            if depth != stack.depth { depth = stack.depth }
            let newTags = stack.routes.map(\.tag)
            if tags != newTags { tags = newTags }
        }
    }
#endif
