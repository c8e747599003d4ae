/// A move back through a route stack that a link performs: back one route, home to the root, or
/// back to the most recent route with a tag.
///
/// The SwiftUI `RouteLink` takes one to go back instead of pushing:
///
/// ```swift
/// RouteLink(.back) { Text("Back") }
/// RouteLink(.home) { Text("Home") }
/// RouteLink(.goTo("detail")) { Text("To detail") }
/// ```
///
/// Each action is exactly the `RouteStack` operation of the same name, with its outcomes: a
/// backward change played with the top route's backward transition, or a ``RouteRefusal`` that
/// changes nothing (``RouteRefusal/atRoot`` for back and home on the root,
/// ``RouteRefusal/tagNotFound`` and ``RouteRefusal/alreadyOnTop`` for go-to).
package enum RouteLinkAction: Sendable, Hashable {
    /// Pops the top route (`RouteStack.back()`).
    case back
    /// Pops to the root (`RouteStack.home()`).
    case home
    /// Pops back to the most recent route with the tag (`RouteStack.goTo(tag:)`); a missing tag
    /// is refused, never pushed.
    case goTo(RouteTag)

    /// Performs the action on a stack.
    ///
    /// ```swift
    /// var stack = RouteStack<String, String>(root: "root")
    /// RouteLinkAction.back.perform(on: &stack)   // .unchanged(.atRoot)
    /// ```
    ///
    /// - Parameter stack: The stack to change.
    /// - Returns: The outcome of the matching ``RouteStack`` operation.
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
