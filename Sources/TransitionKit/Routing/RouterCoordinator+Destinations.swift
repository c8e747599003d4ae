extension RouterCoordinator {
    /// Records a screen's destination for a value type (`.transitionDestination(for:)`, declared
    /// each time SwiftUI evaluates the screen; see ``RouteDestinations``). A screen the route
    /// stack has not accepted yet (no route identity) declares no builder; a `Decodable` type is
    /// declared to ``TransitionPath`` decoding either way.
    ///
    /// - Parameters:
    ///   - type: The value type.
    ///   - screen: The declaring screen, or `nil` outside a stack.
    ///   - builder: Makes the content of a value, `nil` for a value of another type.
    package func declare(
        _ type: Any.Type, by screen: Screen?, builder: @escaping (AnyHashable) -> Screen.Content?
    ) {
        RouteValueTypes.shared.declare(type)
        guard let route = screen?.routeState.id else { return }
        destinations.declare(type, by: route, builder: builder, live: stack.ids)
    }

    /// The content of a path value, made by the nearest destination declared for its type; `nil`
    /// when none handles it.
    ///
    /// - Parameter value: The path value.
    /// - Returns: Its content, or `nil`.
    func destinationContent(for value: AnyHashable) -> Screen.Content? {
        destinations.builder(for: type(of: value.base), in: stack.ids)?(value)
    }

    /// Does what a tapped link asks (``follow(_:makeScreen:makeValueScreen:)``), a value link's
    /// content made by the nearest declared destination (``destinationContent(for:)``).
    ///
    /// - Parameters:
    ///   - tap: What the link does.
    ///   - makeScreen: Makes the screen of a pushed destination with its transitions.
    ///   - makeContentScreen: Makes the screen of a path value's content with its transitions.
    /// - Returns: `nil` when the stack changed, else why not.
    @discardableResult
    func followLink<Destination>(
        _ tap: RouteLinkTap<Destination>,
        makeScreen: (Destination, RouteTransitions<TransitionStyle>) -> Screen,
        makeContentScreen: (Screen.Content, RouteTransitions<TransitionStyle>) -> Screen
    ) -> RouteRefusal? {
        follow(tap, makeScreen: makeScreen) { value, transitions in
            destinationContent(for: value).map { makeContentScreen($0, transitions) }
        }
    }
}
