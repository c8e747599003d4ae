/// A move back a `RouteLink` performs instead of a push; each is the `RouteStack` operation of the
/// same name, with its outcomes (a pop, or a ``RouteRefusal`` that changes nothing).
package enum RouteLinkAction: Sendable, Hashable {
    /// Pops the top route (`RouteStack.back()`).
    case back
    /// Pops to the root (`RouteStack.home()`).
    case home
    /// Pops back to the most recent route with the tag (`RouteStack.goTo(tag:)`); a missing tag
    /// is refused, never pushed.
    case goTo(RouteTag)

    @discardableResult
    package func perform<Payload, Transition>(on stack: inout RouteStack<Payload, Transition>)
        -> RouteOutcome<Payload, Transition>
    {
        switch self {
        case .back: return stack.back()
        case .home: return stack.home()
        case .goTo(let tag): return stack.goTo(tag: tag)
        }
    }
}
