#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A navigation stack of SwiftUI screens that plays TransitionKit's transitions on every push
    /// and pop, as `NavigationStack` does with its path, links and destinations.
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
    /// Screens are pushed by a ``RouteLink``, by editing the path binding, and by a
    /// state-driven `transitionDestination(isPresented:transition:destination:)` or
    /// `transitionDestination(item:transition:destination:)`; every push form takes a transition,
    /// and the stack's `defaultTransition` plays where none is chosen. A screen goes back with
    /// `@Environment(\.transitionDismiss)`, the user's swipe-back or the bar's Back button.
    ///
    /// Every screen, the root included, sees the environment values and objects in effect where
    /// the stack sits — and their later changes — as if it were the stack's child (see
    /// <doc:SwiftUINavigation>). The stack shows SwiftUI's navigation bar by default
    /// (``TransitionStackBar/system``): titles, title menus, `.searchable`, large titles and
    /// `.toolbarBackground` are SwiftUI's own there.
    public struct TransitionStack<Root: View>: View {
        @StateObject private var holder: TransitionRouterHolder
        private let root: Root
        private let bar: TransitionStackBar
        private let defaultTransition: TransitionStyle
        private var path: RoutePathBinding?

        /// Creates a stack without a path binding, as `NavigationStack` without a path: screens
        /// are pushed by links and state-driven destinations.
        ///
        /// - Parameters:
        ///   - defaultTransition: The transition of pushes that choose none; defaults to
        ///     ``TransitionStyle/slide``.
        ///   - bar: SwiftUI's navigation bar (the default) or each screen's own toolbar; see
        ///     ``TransitionStackBar`` for what each offers.
        ///   - root: The root screen.
        @MainActor
        public init(
            defaultTransition: TransitionStyle = .slide, bar: TransitionStackBar = .system,
            @ViewBuilder root: () -> Root
        ) {
            _holder = StateObject(
                wrappedValue: TransitionRouterHolder(TransitionRouter(defaultTransition: defaultTransition)))
            self.root = root()
            self.bar = bar
            self.defaultTransition = defaultTransition
        }

        /// Creates a stack whose screens above the root show the values of a path, as
        /// `NavigationStack(path:)` does.
        ///
        /// Each value becomes a screen through the `transitionDestination(for:destination:)`
        /// declared for its type closest to the root (as in `NavigationStack`), the screens pushed
        /// by the same edit included: a restored deep link is built whole. Editing the binding
        /// performs the least navigation that shows the new path, in one call with the right
        /// transition (the arriving route's on a push, the leaving route's on a pop); an edit in a
        /// transaction that disables animations, and a path set when the stack appears, are shown
        /// without animation:
        ///
        /// ```swift
        /// var transaction = Transaction()
        /// transaction.disablesAnimations = true
        /// withTransaction(transaction) { path.append(Route.settings) }
        /// ```
        ///
        /// The user's swipe-back and the bar's Back shorten the binding. See
        /// <doc:SwiftUINavigation> for edits during transitions, duplicate values and values no
        /// destination handles.
        ///
        /// - Parameters:
        ///   - path: The route values above the root, bottom first.
        ///   - defaultTransition: The transition of pushes that choose none (the `transition`
        ///     closure's `nil`, links and state-driven destinations without one); defaults to
        ///     ``TransitionStyle/slide``.
        ///   - bar: SwiftUI's navigation bar (the default) or each screen's own toolbar; see
        ///     ``TransitionStackBar``.
        ///   - transition: The transition of each route for each operation (push: arriving, pop:
        ///     leaving); `nil` (the default) uses `defaultTransition`.
        ///   - root: The root screen.
        @MainActor
        public init<Route: Hashable>(
            path: Binding<[Route]>, defaultTransition: TransitionStyle = .slide,
            bar: TransitionStackBar = .system,
            transition: ((Route, NavigationOperation) -> TransitionStyle)? = nil,
            @ViewBuilder root: () -> Root
        ) {
            self.init(defaultTransition: defaultTransition, bar: bar, root: root)
            self.path = RoutePathBinding(
                get: { path.wrappedValue }, set: { path.wrappedValue = $0 }, transition: transition)
        }

        /// Creates a stack whose screens above the root show the values of a type-erased path,
        /// as `NavigationStack(path:)` does with a `NavigationPath`: for routes of several types.
        ///
        /// ```swift
        /// @State private var path = TransitionPath()
        ///
        /// TransitionStack(path: $path) {
        ///     SearchScreen()
        ///         .transitionDestination(for: Int.self) { PhotoScreen(id: $0) }
        ///         .transitionDestination(for: String.self) { TagScreen(tag: $0) }
        /// }
        /// ```
        ///
        /// Everything the initializer taking an array says of the binding holds.
        ///
        /// - Parameters:
        ///   - path: The route values above the root, bottom first.
        ///   - defaultTransition: The transition of pushes that choose none; defaults to
        ///     ``TransitionStyle/slide``.
        ///   - bar: SwiftUI's navigation bar (the default) or each screen's own toolbar; see
        ///     ``TransitionStackBar``.
        ///   - transition: The transition of each route value for each operation; `nil` (the
        ///     default) uses `defaultTransition`.
        ///   - root: The root screen.
        @MainActor
        public init(
            path: Binding<TransitionPath>, defaultTransition: TransitionStyle = .slide,
            bar: TransitionStackBar = .system,
            transition: ((AnyHashable, NavigationOperation) -> TransitionStyle)? = nil,
            @ViewBuilder root: () -> Root
        ) {
            self.init(defaultTransition: defaultTransition, bar: bar, root: root)
            self.path = RoutePathBinding(
                get: { path.wrappedValue }, set: { path.wrappedValue = $0 }, transition: transition)
        }

        /// The navigation controller, filling the space the stack is given.
        public var body: some View {
            TransitionStackRepresentable(
                router: holder.router, root: root, bar: bar, defaultTransition: defaultTransition, path: path
            )
            .ignoresSafeArea()
        }
    }

    /// A router in a `@StateObject` would re-evaluate the stack's body on every push and pop; this holder
    /// never publishes.
    @MainActor final class TransitionRouterHolder: ObservableObject {
        let router: TransitionRouter

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
        /// The stack's default transition, followed on every update.
        let defaultTransition: TransitionStyle
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
            update(context)
            return router.makeNavigationController(bar: bar)
        }

        /// Runs for a new root value or a changed environment where the stack sits; router publishes do not
        /// reach here (``TransitionRouterHolder``).
        func updateUIViewController(_ navigationController: UINavigationController, context: Context) {
            update(context)
        }

        /// Hands the stack's values to the router; a path edit in a transaction that disables
        /// animations is made without animation.
        @MainActor private func update(_ context: Context) {
            router.defaultTransition = defaultTransition
            router.stackDidUpdate(
                root: root, environment: context.environment, path: path,
                animated: !context.transaction.disablesAnimations)
        }

        /// Detaches the router, breaking the hold SwiftUI's graph of each screen has on it.
        static func dismantleUIViewController(
            _ navigationController: UINavigationController, coordinator: Coordinator
        ) {
            coordinator.router?.detach(from: navigationController)
        }
    }
#endif
