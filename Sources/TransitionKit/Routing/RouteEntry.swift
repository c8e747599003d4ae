/// One route in a ``RouteStack``: its identity, optional tag, payload and transitions.
///
/// The payload is whatever the front end needs to build the screen (the SwiftUI front stores the
/// view); the stack never looks inside it.
package struct RouteEntry<Payload, Transition>: Identifiable {
    /// The route's identity, unique for the stack's lifetime.
    package let id: RouteID
    /// The route's tag, if it has one.
    package var tag: RouteTag?
    /// What the front end builds the screen from.
    package var payload: Payload
    /// The transitions used when the route arrives and leaves.
    package var transitions: RouteTransitions<Transition>

    /// Creates a route.
    ///
    /// - Parameters:
    ///   - id: The route's identity.
    ///   - tag: The route's tag.
    ///   - payload: What the front end builds the screen from.
    ///   - transitions: The transitions used when the route arrives and leaves.
    package init(
        id: RouteID, tag: RouteTag?, payload: Payload, transitions: RouteTransitions<Transition>
    ) {
        self.id = id
        self.tag = tag
        self.payload = payload
        self.transitions = transitions
    }
}

extension RouteEntry: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteEntry: Equatable where Payload: Equatable, Transition: Equatable {}
