extension RouteStack {
    /// Keeps the root and the first `kept` routes above it and pushes new untagged routes above
    /// them, as one change: how a stack bound to a path follows a ``RoutePathEdit``.
    ///
    /// - Parameters:
    ///   - kept: How many routes above the root stay; clamped to `0...depth - 1`.
    ///   - pushed: The new routes' payloads and transitions, bottom first.
    /// - Returns: A forward change when routes are pushed (the last one's forward choice), else a
    ///   backward change (the top route's backward choice); ``RouteRefusal/nothingToPop`` when
    ///   nothing is removed and nothing pushed.
    package mutating func keep(
        _ kept: Int, thenPush pushed: [(payload: Payload, transitions: RouteTransitions<Transition>)]
    ) -> RouteOutcome<Payload, Transition> {
        let keep = min(max(1, kept + 1), routes.count)
        guard !pushed.isEmpty else {
            return keep < routes.count ? pop(toCount: keep) : .unchanged(.nothingToPop)
        }
        let popped = Array(routes[keep...].reversed())
        routes.removeSubrange(keep...)
        let added = pushed.map { makeRoute($0.payload, tag: nil, transitions: $0.transitions) }
        routes.append(contentsOf: added)
        return .changed(
            RouteChange(
                operation: .push, popped: popped, pushed: added,
                transition: added[added.count - 1].transitions.forward,
                depth: routes.count))
    }
}
