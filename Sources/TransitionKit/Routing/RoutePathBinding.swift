/// A stack's `path` binding, type-erased for the router's coordinator: how to read the route
/// values, how to write the path the stack shows back, and the stack's per-route transition.
///
/// `TransitionStack(path:)` makes one from its `Binding` (an array of one `Hashable` type, or a
/// ``TransitionPath``); the coordinator follows ``values()`` on every update of the stack and
/// writes the path back through ``write(_:)`` after the user's pops
/// (``RouterCoordinator/stackDidUpdate(rootContent:environment:path:makeScreen:)``).
///
/// ```swift
/// var routes = [1, 2]
/// let binding = RoutePathBinding(get: { routes }, set: { routes = $0 }, transition: nil)
/// binding.values()               // [1, 2] as AnyHashable
/// binding.write([1, "two", 3])   // routes == [1, 3]: a value of another type is left out
/// ```
///
/// A value of another type than the binding's is left out when the path is written back; the
/// coordinator only ever writes values it read from the binding, so this does not happen in
/// practice. The transition closure answers `nil` (the stack's default) for such a value.
package struct RoutePathBinding {
    /// The route values the binding holds now, bottom first.
    package let values: () -> [AnyHashable]
    /// Writes the path the stack shows into the binding.
    package let write: ([AnyHashable]) -> Void
    /// The stack's per-route transition for a value and an operation (`nil`: the stack's
    /// default); `nil` for a stack without a `transition:` closure.
    package let transition: ((AnyHashable, NavigationOperation) -> TransitionStyle?)?

    /// Erases a binding to an array of one route type.
    ///
    /// - Parameters:
    ///   - get: Reads the binding.
    ///   - set: Writes the binding.
    ///   - transition: The stack's per-route transition, if it has one.
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

    /// Erases a binding to a ``TransitionPath``.
    ///
    /// - Parameters:
    ///   - get: Reads the binding.
    ///   - set: Writes the binding.
    ///   - transition: The stack's per-route transition, if it has one.
    package init(
        get: @escaping () -> TransitionPath, set: @escaping (TransitionPath) -> Void,
        transition: ((AnyHashable, NavigationOperation) -> TransitionStyle)?
    ) {
        values = { get().elements }
        write = { set(TransitionPath(erased: $0)) }
        self.transition = transition.map { transition in { transition($0, $1) } }
    }
}
