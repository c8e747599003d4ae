extension RouteStack {
    /// Drops routes UIKit no longer shows, after pops the router did not start (see
    /// ``RouteSync``).
    ///
    /// When the IDs are the top routes this is ``userPopped(count:)``. When routes the router
    /// pushed meanwhile sit above them (UIKit had them queued while the user swiped back), the
    /// removed routes come from below those; `popped` then lists them top first although they
    /// were not on top. The root and unknown IDs are ignored.
    ///
    /// - Parameter ids: The routes to drop.
    /// - Returns: A backward change with the dropped routes (top first) and the topmost one's
    ///   backward choice; ``RouteRefusal/nothingToPop`` when no ID names a route above the root.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    package mutating func userRemoved(_ ids: Set<RouteID>) -> RouteOutcome<Payload, Transition> {
        let dropped = routes.dropFirst().filter { ids.contains($0.id) }
        guard let topmost = dropped.last else { return .unchanged(.nothingToPop) }
        let rootID = routes[0].id
        routes.removeAll { $0.id != rootID && ids.contains($0.id) }
        return .changed(
            RouteChange(
                operation: .pop, popped: dropped.reversed(), pushed: [],
                transition: topmost.transitions.backward, depth: routes.count))
    }
}
