/// A stack's `path` binding, type-erased. Writing back leaves out values of another type than the
/// binding's (the coordinator only writes values it read, so this does not happen in practice).
package struct RoutePathBinding {
    /// The route values the binding holds now, bottom first.
    package let values: () -> [AnyHashable]
    /// Writes the path the stack shows into the binding.
    package let write: ([AnyHashable]) -> Void
    /// The stack's per-route transition for a value and an operation (`nil`: the stack's
    /// default); `nil` for a stack without a `transition:` closure.
    package let transition: ((AnyHashable, NavigationOperation) -> TransitionStyle?)?

    package init<Route: Hashable>(
        get: @escaping () -> [Route], set: @escaping ([Route]) -> Void,
        transition: ((Route, NavigationOperation) -> TransitionStyle)?
    ) {
        values = { get().map { AnyHashable($0) } }
        write = { set($0.compactMap { $0.base as? Route }) }
        self.transition = transition.map { transition in
            { value, operation in (value.base as? Route).map { transition($0, operation) } }
        }
    }

    package init(
        get: @escaping () -> TransitionPath, set: @escaping (TransitionPath) -> Void,
        transition: ((AnyHashable, NavigationOperation) -> TransitionStyle)?
    ) {
        values = { get().elements }
        write = { set(TransitionPath(erased: $0)) }
        self.transition = transition.map { transition in { transition($0, $1) } }
    }
}
