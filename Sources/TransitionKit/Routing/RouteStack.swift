/// A value-type stack of tagged routes: the model behind the SwiftUI front's router.
///
/// Generic over the per-route payload (the SwiftUI front stores the view) and the transition
/// value, so it depends on neither. Every operation returns a ``RouteOutcome``: the change to
/// animate, or why nothing changed. The stack is never empty, and no operation traps.
///
/// ```swift
/// var stack = RouteStack<String, String>(root: "home")
/// stack.push("detail", tag: "detail", transitions: .both("zoom"))
/// stack.push("settings", tag: "settings")
/// stack.goTo(tag: "detail")   // pops "settings", backward, its backward transition
/// stack.home()                // pops "detail", backward, "zoom"
/// stack.back()                // .unchanged(.atRoot)
/// ```
///
/// Operations: ``push(_:tag:transitions:)``, ``back()``, ``home()``, ``goTo(tag:)``,
/// ``goTo(tag:orPush:transitions:)`` (the seed's `force`), ``replace(with:tag:transitions:)``,
/// and, for pops the router did not start, ``userPopped(count:)`` and ``sync(toDepth:)``.
package struct RouteStack<Payload, Transition> {
    /// The routes, root first; never empty.
    package internal(set) var routes: [RouteEntry<Payload, Transition>]
    /// What a push with a tag already in the stack does.
    package var duplicateTagPolicy: DuplicateTagPolicy
    var nextID: UInt64

    /// Creates a stack holding a root route.
    ///
    /// - Parameters:
    ///   - root: The root route's payload.
    ///   - tag: The root route's tag (so `goTo(tag:)` can name it).
    ///   - transitions: The root route's transitions (used only if it is ever replaced).
    ///   - duplicateTagPolicy: What a push with a tag already in the stack does.
    package init(
        root: Payload,
        tag: RouteTag? = nil,
        transitions: RouteTransitions<Transition> = .default,
        duplicateTagPolicy: DuplicateTagPolicy = .reject
    ) {
        routes = [RouteEntry(id: RouteID(rawValue: 0), tag: tag, payload: root, transitions: transitions)]
        self.duplicateTagPolicy = duplicateTagPolicy
        nextID = 1
    }

    /// The number of routes; at least 1.
    package var depth: Int { routes.count }

    /// The bottom route.
    package var root: RouteEntry<Payload, Transition> { routes[0] }

    /// The route on screen.
    package var top: RouteEntry<Payload, Transition> { routes[routes.count - 1] }

    /// The identities of the routes, root first.
    package var ids: [RouteID] { routes.map(\.id) }

    /// The index of the most recent route with a tag.
    ///
    /// - Parameter tag: The tag to look for.
    /// - Returns: The highest index whose route has `tag`, or `nil`.
    /// - Complexity: O(n).
    package func lastIndex(of tag: RouteTag) -> Int? {
        routes.lastIndex { $0.tag == tag }
    }

    /// Whether a route with the tag is in the stack.
    ///
    /// - Parameter tag: The tag to look for.
    /// - Returns: `true` when some route has `tag`.
    package func contains(tag: RouteTag) -> Bool {
        lastIndex(of: tag) != nil
    }
}

extension RouteStack: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteStack: Equatable where Payload: Equatable, Transition: Equatable {}
