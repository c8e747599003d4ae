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
    /// Every screen, the root included, finds the router as an `@EnvironmentObject`. The root
    /// view is re-read on every update of the stack's parent.
    public struct TransitionStack<Root: View>: View {
        @StateObject private var router: TransitionRouter
        private let root: Root

        /// Creates a stack with its own router.
        ///
        /// - Parameters:
        ///   - defaultTransition: The transition of routes that do not choose one; defaults to
        ///     ``TransitionStyle/slide``.
        ///   - root: The root screen.
        @MainActor
        public init(defaultTransition: TransitionStyle = .slide, @ViewBuilder root: () -> Root) {
            _router = StateObject(wrappedValue: TransitionRouter(defaultTransition: defaultTransition))
            self.root = root()
        }

        /// Creates a stack driven by a router made elsewhere (to navigate from outside the stack).
        ///
        /// - Parameters:
        ///   - router: The router; the first one given is kept for the stack's lifetime.
        ///   - root: The root screen.
        @MainActor
        public init(router: TransitionRouter, @ViewBuilder root: () -> Root) {
            _router = StateObject(wrappedValue: router)
            self.root = root()
        }

        /// The navigation controller, filling the space the stack is given.
        public var body: some View {
            TransitionStackRepresentable(router: router, root: root)
                .ignoresSafeArea()
        }
    }

    /// Hosts the router's navigation controller in SwiftUI.
    struct TransitionStackRepresentable<Root: View>: UIViewControllerRepresentable {
        let router: TransitionRouter
        let root: Root

        func makeUIViewController(context: Context) -> UINavigationController {
            router.setRoot(root)
            return router.makeNavigationController()
        }

        func updateUIViewController(_ navigationController: UINavigationController, context: Context) {
            router.setRoot(root)
        }
    }
#endif
