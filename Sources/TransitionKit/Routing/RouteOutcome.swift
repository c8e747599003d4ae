/// The result of a route-stack operation: a change to animate, or why there is none.
package enum RouteOutcome<Payload, Transition> {
    /// The stack changed as described.
    case changed(RouteChange<Payload, Transition>)
    /// The stack did not change, for this reason.
    case unchanged(RouteRefusal)

    /// The change, or `nil` when nothing changed.
    package var change: RouteChange<Payload, Transition>? {
        if case .changed(let change) = self { return change }
        return nil
    }

    /// The refusal, or `nil` when the stack changed.
    package var refusal: RouteRefusal? {
        if case .unchanged(let refusal) = self { return refusal }
        return nil
    }
}

extension RouteOutcome: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteOutcome: Equatable where Payload: Equatable, Transition: Equatable {}
