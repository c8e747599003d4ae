/// The value model behind the SwiftUI router, generic over payload and transition so it depends on
/// neither. Never empty; no operation traps: each returns the change to animate or why not.
package struct RouteStack<Payload, Transition> {
    /// The routes, root first; never empty.
    package internal(set) var routes: [RouteEntry<Payload, Transition>]
    /// What a push with a tag already in the stack does.
    var duplicateTagPolicy: DuplicatePushPolicy
    var nextID: UInt64

    /// The root's `transitions` are used only if it is ever replaced.
    package init(
        root: Payload,
        tag: RouteTag? = nil,
        transitions: RouteTransitions<Transition> = .default,
        duplicateTagPolicy: DuplicatePushPolicy = .reject
    ) {
        routes = [RouteEntry(id: RouteID(rawValue: 0), tag: tag, payload: root, transitions: transitions)]
        self.duplicateTagPolicy = duplicateTagPolicy
        nextID = 1
    }

    /// The number of routes; at least 1.
    package var depth: Int { routes.count }

    package var root: RouteEntry<Payload, Transition> { routes[0] }

    /// The route on screen.
    package var top: RouteEntry<Payload, Transition> { routes[routes.count - 1] }

    /// The identities of the routes, root first.
    package var ids: [RouteID] { routes.map(\.id) }

    package func lastIndex(of tag: RouteTag) -> Int? {
        routes.lastIndex { $0.tag == tag }
    }

    package func contains(tag: RouteTag) -> Bool {
        lastIndex(of: tag) != nil
    }
}

extension RouteStack: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteStack: Equatable where Payload: Equatable, Transition: Equatable {}

/// The stack never looks inside `payload` (the SwiftUI front stores the view).
package struct RouteEntry<Payload, Transition>: Identifiable {
    /// The route's identity, unique for the stack's lifetime.
    package let id: RouteID
    package var tag: RouteTag?
    /// What the front end builds the screen from.
    package var payload: Payload
    /// The transitions used when the route arrives and leaves.
    package var transitions: RouteTransitions<Transition>

    package init(
        id: RouteID, tag: RouteTag?, payload: Payload, transitions: RouteTransitions<Transition>
    ) {
        self.id = id
        self.tag = tag
        self.payload = payload
        self.transitions = transitions
    }
}

extension RouteEntry: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteEntry: Equatable where Payload: Equatable, Transition: Equatable {}

/// Increases in push order and is never reused, so UIKit's side can key its screens by it; a route
/// pushed again with the same payload gets a new ID.
package struct RouteID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The route's position in push order; the initial root is 0.
    package let rawValue: UInt64

    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    package static func < (lhs: RouteID, rhs: RouteID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    package var description: String { "route#\(rawValue)" }
}

/// The result of a route-stack operation: a change to animate, or why there is none.
package enum RouteOutcome<Payload, Transition> {
    case changed(RouteChange<Payload, Transition>)
    case unchanged(RouteRefusal)

    package var change: RouteChange<Payload, Transition>? {
        if case .changed(let change) = self { return change }
        return nil
    }

    package var refusal: RouteRefusal? {
        if case .unchanged(let refusal) = self { return refusal }
        return nil
    }
}

extension RouteOutcome: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteOutcome: Equatable where Payload: Equatable, Transition: Equatable {}

extension RouteStack {
    /// Records pops UIKit already animated (a swipe-back). A count at or above the depth keeps the root;
    /// `nothingToPop` for a count ≤ 0.
    @discardableResult
    mutating func userPopped(count: Int) -> RouteOutcome<Payload, Transition> {
        guard count > 0 else { return .unchanged(.nothingToPop) }
        return pop(toCount: routes.count - count)
    }

    /// After a pop the router did not start; depth below 1 → 1. `depthNotBelowCurrent` when `depth` is
    /// not below the current depth (the router cannot invent routes).
    @discardableResult
    mutating func sync(toDepth depth: Int) -> RouteOutcome<Payload, Transition> {
        let target = max(1, depth)
        guard target < routes.count else { return .unchanged(.depthNotBelowCurrent) }
        return pop(toCount: target)
    }
}

extension RouteStack {
    /// Drops routes UIKit no longer shows. They may sit below routes pushed meanwhile (queued during a
    /// swipe-back); `popped` still lists them top first. The root and unknown IDs are ignored.
    @discardableResult
    mutating func userRemoved(_ ids: Set<RouteID>) -> RouteOutcome<Payload, Transition> {
        let dropped = routes.dropFirst().filter { ids.contains($0.id) }
        guard let topmost = dropped.last else { return .unchanged(.nothingToPop) }
        let rootID = routes[0].id
        routes.removeAll { $0.id != rootID && ids.contains($0.id) }
        return .changed(
            RouteChange(
                operation: .pop, popped: dropped.reversed(), pushed: [],
                transition: topmost.transitions.pop, depth: routes.count))
    }
}

extension RouteStack {
    /// How a path-bound stack follows a ``RoutePathEdit``, as one change; `kept` is clamped to
    /// `0...depth - 1`. `nothingToPop` when nothing is removed or pushed.
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
                transition: added[added.count - 1].transitions.push,
                depth: routes.count))
    }
}
