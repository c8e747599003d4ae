extension RouterCore {
    /// Records a screen's destination for a value type, each time SwiftUI evaluates it; a screen not
    /// yet in the route stack declares no builder (its `Decodable` type still reaches ``TransitionPath``).
    package func declare(
        _ type: Any.Type, by screen: Screen?, builder: @escaping (AnyHashable) -> Screen.Content?
    ) {
        RouteValueTypes.shared.declare(type)
        guard let route = screen?.routeState.id else { return }
        destinations.declare(type, by: route, builder: builder, live: stack.ids)
    }

    /// A path value's content, made by the nearest destination declared for its type.
    func destinationContent(for value: AnyHashable) -> Screen.Content? {
        destinations.builder(for: type(of: value.base), in: stack.ids)?(value)
    }

    /// Follows a link, a value's content made by the nearest declared destination.
    @discardableResult
    package func followLink<Destination>(
        _ tap: RouteLinkTap<Destination>,
        makeScreen: (Destination, RouteTransitions<TransitionStyle>) -> Screen,
        makeContentScreen: (Screen.Content, RouteTransitions<TransitionStyle>) -> Screen
    ) -> RouteRefusal? {
        follow(tap, makeScreen: makeScreen) { value, transitions in
            destinationContent(for: value).map { makeContentScreen($0, transitions) }
        }
    }
}
