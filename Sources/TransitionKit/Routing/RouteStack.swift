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
    var duplicateTagPolicy: DuplicatePushPolicy
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
        duplicateTagPolicy: DuplicatePushPolicy = .reject
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

/// One route in a ``RouteStack``: its identity, optional tag, payload and transitions.
///
/// The payload is whatever the front end needs to build the screen (the SwiftUI front stores the
/// view); the stack never looks inside it.
package struct RouteEntry<Payload, Transition>: Identifiable {
    /// The route's identity, unique for the stack's lifetime.
    package let id: RouteID
    /// The route's tag, if it has one.
    package var tag: RouteTag?
    /// What the front end builds the screen from.
    package var payload: Payload
    /// The transitions used when the route arrives and leaves.
    package var transitions: RouteTransitions<Transition>

    /// Creates a route.
    ///
    /// - Parameters:
    ///   - id: The route's identity.
    ///   - tag: The route's tag.
    ///   - payload: What the front end builds the screen from.
    ///   - transitions: The transitions used when the route arrives and leaves.
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

/// The identity of one route in a ``RouteStack``, unique for the stack's lifetime.
///
/// IDs increase in push order and are never reused, so the UIKit side can key its hosting
/// controllers by them; a route pushed again with the same payload gets a new ID.
package struct RouteID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The route's position in push order; the initial root is 0.
    package let rawValue: UInt64

    /// Creates an ID.
    ///
    /// - Parameter rawValue: The position in push order.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders IDs by push order.
    ///
    /// - Parameters:
    ///   - lhs: An ID.
    ///   - rhs: Another ID.
    /// - Returns: Whether `lhs` was created before `rhs`.
    package static func < (lhs: RouteID, rhs: RouteID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `route#` followed by the number.
    package var description: String { "route#\(rawValue)" }
}

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
    mutating func userPopped(count: Int) -> RouteOutcome<Payload, Transition> {
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
    mutating func sync(toDepth depth: Int) -> RouteOutcome<Payload, Transition> {
        let target = max(1, depth)
        guard target < routes.count else { return .unchanged(.depthNotBelowCurrent) }
        return pop(toCount: target)
    }
}

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
    ///   pop choice; ``RouteRefusal/nothingToPop`` when no ID names a route above the root.
    /// - Complexity: O(n) in the number of routes.
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
    /// Keeps the root and the first `kept` routes above it and pushes new untagged routes above
    /// them, as one change: how a stack bound to a path follows a ``RoutePathEdit``.
    ///
    /// - Parameters:
    ///   - kept: How many routes above the root stay; clamped to `0...depth - 1`.
    ///   - pushed: The new routes' payloads and transitions, bottom first.
    /// - Returns: A forward change when routes are pushed (the last one's push choice), else a
    ///   backward change (the top route's pop choice); ``RouteRefusal/nothingToPop`` when
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
                transition: added[added.count - 1].transitions.push,
                depth: routes.count))
    }
}
