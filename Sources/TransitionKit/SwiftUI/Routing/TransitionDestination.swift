#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// Declares how a value of a type in the stack's path becomes a screen.
        ///
        /// ```swift
        /// TransitionStack(path: $path) {
        ///     GridScreen()
        ///         .transitionDestination(for: Route.self) { route in RouteScreen(route: route) }
        /// }
        /// ```
        ///
        /// Declare it on a screen's content (not inside a lazy container, which may not have
        /// built it yet). Several types may be declared; the declaration of the nearest screen
        /// at or below the value's position wins. A path value of a type no screen declares is
        /// reported in debug builds and left out of the path (the binding is shortened to the
        /// values before it). Outside a ``TransitionStack`` the modifier does nothing.
        ///
        /// - Parameters:
        ///   - data: The type of the path values this destination handles.
        ///   - destination: Builds the screen of a value.
        /// - Returns: The view, declaring the destination for its screen.
        public func transitionDestination<Data: Hashable, Destination: View>(
            for data: Data.Type, @ViewBuilder destination: @escaping (Data) -> Destination
        ) -> some View {
            modifier(TransitionDestinationModifier(destination: destination))
        }
    }

    /// Registers a screen's destination with its router each time SwiftUI evaluates the screen.
    struct TransitionDestinationModifier<Data: Hashable, Destination: View>: ViewModifier {
        let destination: (Data) -> Destination
        @Environment(\.routeScreen) private var screen

        func body(content: Content) -> some View {
            let destination = destination
            let controller = screen?.controller as? RouteHostingController
            screen?.router?.coordinator.declare(Data.self, by: controller) { value in
                (value.base as? Data).map { AnyView(destination($0)) }
            }
            return content
        }
    }
#endif
