extension RouteStack {
    /// Records pops the router did not start, e.g. the user's swipe-back, after UIKit finished
    /// them.
    ///
    /// The change is informational: UIKit has already animated it. A count at or above the depth
    /// is clamped so the root stays.
    ///
    /// - Parameter count: How many routes UIKit removed from the top.
    /// - Returns: A backward change with the removed routes (top first); ``RouteRefusal/nothingToPop``
    ///   for a count of 0 or less; ``RouteRefusal/atRoot`` when only the root is left.
    @discardableResult
    package mutating func userPopped(count: Int) -> RouteOutcome<Payload, Transition> {
        guard count > 0 else { return .unchanged(.nothingToPop) }
        return pop(toCount: routes.count - count)
    }

    /// Brings the stack down to the depth UIKit reports after a pop the router did not start.
    ///
    /// - Parameter depth: The number of screens UIKit now holds; values below 1 are clamped to 1.
    /// - Returns: A backward change with the removed routes (top first), or
    ///   ``RouteRefusal/depthNotBelowCurrent`` when `depth` is not below the current depth (the
    ///   router cannot invent routes; nothing changes).
    @discardableResult
    package mutating func sync(toDepth depth: Int) -> RouteOutcome<Payload, Transition> {
        let target = max(1, depth)
        guard target < routes.count else { return .unchanged(.depthNotBelowCurrent) }
        return pop(toCount: target)
    }
}
