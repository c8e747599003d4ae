#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A navigation stack of SwiftUI screens driven by a ``TransitionRouter``, shown in a
    /// bar-less navigation controller so every push and pop plays TransitionKit's transitions,
    /// swipe-back is interactive, and each screen has its own toolbar.
    ///
    /// ```swift
    /// struct ContentView: View {
    ///     var body: some View {
    ///         TransitionStack { HomeView() }
    ///     }
    /// }
    /// ```
    ///
    /// Every screen, the root included, finds the router as an `@EnvironmentObject`, and sees the
    /// environment values and objects in effect where the stack sits — and their later changes —
    /// as if it were the stack's child (see <doc:SwiftUINavigation>). The root view is re-read when
    /// the stack's parent updates (a new `root` value) or the environment there changes; the
    /// router's own changes (``TransitionRouter/depth``, ``TransitionRouter/tags``) do not re-read
    /// it.
    public struct TransitionStack<Root: View>: View {
        @StateObject private var holder: TransitionRouterHolder
        private let root: Root
        private let bar: TransitionStackBar
        private var path: RoutePathBinding?

        /// Creates a stack with its own router.
        ///
        /// - Parameters:
        ///   - defaultTransition: The transition of routes that do not choose one; defaults to
        ///     ``TransitionStyle/slide``.
        ///   - bar: Each screen's own toolbar (the default) or the system navigation bar; see
        ///     ``TransitionStackBar`` for what each offers.
        ///   - root: The root screen.
        @MainActor
        public init(
            defaultTransition: TransitionStyle = .slide, bar: TransitionStackBar = .barless,
            @ViewBuilder root: () -> Root
        ) {
            _holder = StateObject(
                wrappedValue: TransitionRouterHolder(TransitionRouter(defaultTransition: defaultTransition)))
            self.root = root()
            self.bar = bar
        }

        /// Creates a stack driven by a router made elsewhere (to navigate from outside the stack).
        ///
        /// - Parameters:
        ///   - router: The router; the first one given is kept for the stack's lifetime.
        ///   - bar: Each screen's own toolbar (the default) or the system navigation bar.
        ///   - root: The root screen.
        @MainActor
        public init(
            router: TransitionRouter, bar: TransitionStackBar = .barless, @ViewBuilder root: () -> Root
        ) {
            _holder = StateObject(wrappedValue: TransitionRouterHolder(router))
            self.root = root()
            self.bar = bar
        }

        /// Creates a stack whose screens above the root show the values of a path, as
        /// `NavigationStack(path:)` does.
        ///
        /// ```swift
        /// TransitionStack(path: $path, transition: { route, operation in
        ///     route == .settings ? .crossFade : .zoom
        /// }) {
        ///     GridScreen()
        ///         .transitionDestination(for: Route.self) { route in RouteScreen(route: route) }
        /// }
        /// ```
        ///
        /// Each value becomes a screen through the nearest
        /// `transitionDestination(for:destination:)` declared for its type. Editing
        /// the binding performs the least navigation that shows the new path, in one call with the
        /// right transition (the arriving route's on a push, the leaving route's on a pop); a path
        /// set when the stack appears is shown without animation. The user's swipe-back and the
        /// toolbar's Back shorten the binding. See <doc:SwiftUINavigation> for edits during
        /// transitions, duplicate values and values no destination handles.
        ///
        /// - Parameters:
        ///   - path: The route values above the root, bottom first.
        ///   - bar: Each screen's own toolbar (the default) or the system navigation bar; see
        ///     ``TransitionStackBar``.
        ///   - transition: The transition of each route for each operation (push: arriving, pop:
        ///     leaving); `nil` (the default) uses the stack's default, ``TransitionStyle/slide``.
        ///   - root: The root screen.
        @MainActor
        public init<Route: Hashable>(
            path: Binding<[Route]>, bar: TransitionStackBar = .barless,
            transition: ((Route, NavigationOperation) -> TransitionStyle)? = nil,
            @ViewBuilder root: () -> Root
        ) {
            self.init(bar: bar, root: root)
            self.path = RoutePathBinding(
                get: { path.wrappedValue }, set: { path.wrappedValue = $0 }, transition: transition)
        }

        /// Creates a stack whose screens above the root show the values of a type-erased path,
        /// as `NavigationStack(path:)` does with a `NavigationPath`: for routes of several types.
        ///
        /// ```swift
        /// @State private var path = TransitionPath()
        ///
        /// TransitionStack(path: $path, bar: .system) {
        ///     SearchScreen()
        ///         .transitionDestination(for: Int.self) { PhotoScreen(id: $0) }
        ///         .transitionDestination(for: String.self) { TagScreen(tag: $0) }
        /// }
        /// ```
        ///
        /// Everything the initialiser taking an array says of the binding holds.
        ///
        /// - Parameters:
        ///   - path: The route values above the root, bottom first.
        ///   - bar: Each screen's own toolbar (the default) or the system navigation bar; see
        ///     ``TransitionStackBar``.
        ///   - transition: The transition of each route value for each operation; `nil` (the
        ///     default) uses the stack's default, ``TransitionStyle/slide``.
        ///   - root: The root screen.
        @MainActor
        public init(
            path: Binding<TransitionPath>, bar: TransitionStackBar = .barless,
            transition: ((AnyHashable, NavigationOperation) -> TransitionStyle)? = nil,
            @ViewBuilder root: () -> Root
        ) {
            self.init(bar: bar, root: root)
            self.path = RoutePathBinding(
                get: { path.wrappedValue }, set: { path.wrappedValue = $0 }, transition: transition)
        }

        /// The navigation controller, filling the space the stack is given.
        public var body: some View {
            TransitionStackRepresentable(router: holder.router, root: root, bar: bar, path: path)
                .ignoresSafeArea()
        }
    }

    /// Keeps a ``TransitionStack``'s router for the stack's lifetime without observing it.
    ///
    /// Holding the router itself in a `@StateObject` would subscribe the stack to every router
    /// publish, re-evaluating its body and re-setting the root screen's view on each push and pop.
    /// This holder never publishes; only the stack's parent updating (a new root value) updates
    /// the representable.
    @MainActor final class TransitionRouterHolder: ObservableObject {
        /// The router.
        let router: TransitionRouter

        /// Holds a router.
        ///
        /// - Parameter router: The router.
        init(_ router: TransitionRouter) {
            self.router = router
        }
    }

    /// Hosts the router's navigation controller in SwiftUI.
    struct TransitionStackRepresentable<Root: View>: UIViewControllerRepresentable {
        let router: TransitionRouter
        let root: Root
        /// The stack's bar, read when the navigation controller is made.
        let bar: TransitionStackBar
        /// The stack's path binding, if it has one.
        let path: RoutePathBinding?

        /// Lets ``dismantleUIViewController(_:coordinator:)`` reach the router.
        @MainActor final class Coordinator {
            weak var router: TransitionRouter?

            init(router: TransitionRouter) {
                self.router = router
            }
        }

        func makeCoordinator() -> Coordinator { Coordinator(router: router) }

        /// Hands the root, the environment where the stack sits and the path to the router before
        /// the navigation controller shows any screen (a path is then set without animation).
        func makeUIViewController(context: Context) -> UINavigationController {
            router.stackDidUpdate(root: root, environment: context.environment, path: path)
            return router.makeNavigationController(bar: bar)
        }

        /// Runs when the stack's parent gave a new root value or an environment value changed
        /// where the stack sits (the router's publishes do not reach here, see
        /// ``TransitionRouterHolder``).
        func updateUIViewController(_ navigationController: UINavigationController, context: Context) {
            router.stackDidUpdate(root: root, environment: context.environment, path: path)
        }

        /// Detaches the router, breaking the hold SwiftUI's graph of each screen has on it.
        static func dismantleUIViewController(
            _ navigationController: UINavigationController, coordinator: Coordinator
        ) {
            coordinator.router?.detach(from: navigationController)
        }
    }
#endif
