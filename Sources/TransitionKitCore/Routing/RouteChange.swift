/// What a route-stack operation changed. Apply as: remove ``popped`` (top first; under `moveToTop`
/// from their places), append ``pushed``; animate with ``transition`` in ``operation``.
package struct RouteChange<Payload, Transition> {
    package var operation: NavigationOperation
    /// The routes removed, top first; empty for a plain push (a replace removes the old top, a
    /// ``DuplicatePushPolicy/moveToTop`` push the routes with its tag).
    package var popped: [RouteEntry<Payload, Transition>]
    /// The routes added on top, bottom first; empty for a pop.
    package var pushed: [RouteEntry<Payload, Transition>]
    /// The transition that applies: the arriving route's push choice for a forward change, the
    /// leaving top route's pop choice for a backward change.
    package var transition: RouteTransitions<Transition>.Choice
    /// The number of routes after the change.
    package var depth: Int

    /// `operation` is `.push` whenever a route arrives on top (push, replace, a forced go-to); `popped` is
    /// top first, `pushed` bottom first, `depth` counts the routes after the change.
    package init(
        operation: NavigationOperation,
        popped: [RouteEntry<Payload, Transition>],
        pushed: [RouteEntry<Payload, Transition>],
        transition: RouteTransitions<Transition>.Choice,
        depth: Int
    ) {
        self.operation = operation
        self.popped = popped
        self.pushed = pushed
        self.transition = transition
        self.depth = depth
    }
}

extension RouteChange: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteChange: Equatable where Payload: Equatable, Transition: Equatable {}
