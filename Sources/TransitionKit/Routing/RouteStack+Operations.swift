extension RouteStack {
    /// Pushes a route.
    ///
    /// A tag another route has is handled by ``duplicateTagPolicy``: refused
    /// (``RouteRefusal/duplicateTag``, the default), turned into ``goTo(tag:)``, moved to the top
    /// (see ``moveToTop(_:tag:transitions:)``), or allowed.
    ///
    /// - Parameters:
    ///   - payload: What the front end builds the screen from.
    ///   - tag: The route's tag.
    ///   - transitions: The route's transitions.
    /// - Returns: A forward change with the new route in `pushed` and its push choice, or the
    ///   refusal.
    @discardableResult
    package mutating func push(
        _ payload: Payload,
        tag: RouteTag? = nil,
        transitions: RouteTransitions<Transition> = .default
    ) -> RouteOutcome<Payload, Transition> {
        if let tag, contains(tag: tag) {
            switch duplicateTagPolicy {
            case .reject: return .unchanged(.duplicateTag)
            case .popToExisting: return goTo(tag: tag)
            case .moveToTop: return moveToTop(payload, tag: tag, transitions: transitions)
            case .allow: break
            }
        }
        let route = makeRoute(payload, tag: tag, transitions: transitions)
        routes.append(route)
        return .changed(
            RouteChange(
                operation: .push, popped: [], pushed: [route], transition: transitions.push,
                depth: routes.count))
    }

    /// Pops the top route.
    ///
    /// - Returns: A backward change with the top route in `popped` and its pop choice, or
    ///   ``RouteRefusal/atRoot``.
    @discardableResult
    package mutating func back() -> RouteOutcome<Payload, Transition> {
        pop(toCount: routes.count - 1)
    }

    /// Pops to the root.
    ///
    /// - Returns: A backward change with every route above the root in `popped` (top first) and
    ///   the top route's pop choice, or ``RouteRefusal/atRoot``.
    @discardableResult
    package mutating func home() -> RouteOutcome<Payload, Transition> {
        pop(toCount: 1)
    }

    /// Pops back to the most recent route with a tag.
    ///
    /// - Parameter tag: The tag to go back to.
    /// - Returns: A backward change with the routes above it in `popped` (top first) and the top
    ///   route's pop choice; ``RouteRefusal/alreadyOnTop`` when the top route has the tag;
    ///   ``RouteRefusal/tagNotFound`` when no route has it.
    @discardableResult
    package mutating func goTo(tag: RouteTag) -> RouteOutcome<Payload, Transition> {
        guard let index = lastIndex(of: tag) else { return .unchanged(.tagNotFound) }
        if index == routes.count - 1 { return .unchanged(.alreadyOnTop) }
        return pop(toCount: index + 1)
    }

    /// Pops back to the most recent route with a tag, or pushes a new route with that tag when
    /// none has it: the seed's `goTo(tag:force: true)`.
    ///
    /// The seed's `force` flag means "get me to this tag, whatever it takes": without it a missing
    /// tag is a no-op; with it, a missing tag is pushed. A tag already present is never pushed
    /// again; the existing route is popped back to (or left alone when on top).
    ///
    /// - Parameters:
    ///   - tag: The tag to go back to, and the new route's tag if it is pushed.
    ///   - payload: The new route's payload, used only when no route has the tag.
    ///   - transitions: The new route's transitions.
    /// - Returns: What ``goTo(tag:)`` returns when the tag is present; otherwise the push's forward
    ///   change.
    @discardableResult
    package mutating func goTo(
        tag: RouteTag,
        orPush payload: Payload,
        transitions: RouteTransitions<Transition> = .default
    ) -> RouteOutcome<Payload, Transition> {
        if contains(tag: tag) { return goTo(tag: tag) }
        return push(payload, tag: tag, transitions: transitions)
    }

    /// Replaces the top route (the root too, when it is alone) with a new route.
    ///
    /// A tag another route below the top has is refused (``RouteRefusal/duplicateTag``) unless
    /// ``duplicateTagPolicy`` is ``DuplicatePushPolicy/allow``; replace never pops further.
    ///
    /// - Parameters:
    ///   - payload: The new route's payload.
    ///   - tag: The new route's tag.
    ///   - transitions: The new route's transitions.
    /// - Returns: A forward change with the old top in `popped`, the new route in `pushed`, and the
    ///   new route's push choice; the depth is unchanged.
    @discardableResult
    package mutating func replace(
        with payload: Payload,
        tag: RouteTag? = nil,
        transitions: RouteTransitions<Transition> = .default
    ) -> RouteOutcome<Payload, Transition> {
        if let tag, duplicateTagPolicy != .allow, routes.dropLast().contains(where: { $0.tag == tag }) {
            return .unchanged(.duplicateTag)
        }
        let route = makeRoute(payload, tag: tag, transitions: transitions)
        let old = routes[routes.count - 1]
        routes[routes.count - 1] = route
        return .changed(
            RouteChange(
                operation: .push, popped: [old], pushed: [route], transition: transitions.push,
                depth: routes.count))
    }

    /// Takes the routes with a tag out of the stack and pushes a new route with it: a push under
    /// ``DuplicatePushPolicy/moveToTop``. Refused as ``RouteRefusal/alreadyOnTop`` when the top
    /// route has the tag, and as ``RouteRefusal/duplicateTag`` when the root has it (the root stays).
    mutating func moveToTop(
        _ payload: Payload, tag: RouteTag, transitions: RouteTransitions<Transition>
    ) -> RouteOutcome<Payload, Transition> {
        if routes[routes.count - 1].tag == tag { return .unchanged(.alreadyOnTop) }
        if routes[0].tag == tag { return .unchanged(.duplicateTag) }
        let removed = routes.filter { $0.tag == tag }
        routes.removeAll { $0.tag == tag }
        let route = makeRoute(payload, tag: tag, transitions: transitions)
        routes.append(route)
        return .changed(
            RouteChange(
                operation: .push, popped: removed.reversed(), pushed: [route],
                transition: transitions.push, depth: routes.count))
    }

    /// Pushes back a route that left the stack, with its identity: the route a running pop takes
    /// away, pushed again before the pop ends, so the pop can turn around in place.
    ///
    /// - Parameter route: A route this stack made that is not in it now.
    /// - Returns: A forward change with the route in `pushed` and its push choice;
    ///   ``RouteRefusal/duplicateTag`` when its identity or tag is in the stack or this stack never
    ///   made it.
    mutating func restore(_ route: RouteEntry<Payload, Transition>) -> RouteOutcome<Payload, Transition> {
        guard route.id.rawValue < nextID, !routes.contains(where: { $0.id == route.id }),
            route.tag.map({ !contains(tag: $0) }) ?? true
        else { return .unchanged(.duplicateTag) }
        routes.append(route)
        return .changed(
            RouteChange(
                operation: .push, popped: [], pushed: [route], transition: route.transitions.push,
                depth: routes.count))
    }

    /// Removes routes above the first `count`, which is clamped to at least 1.
    mutating func pop(toCount count: Int) -> RouteOutcome<Payload, Transition> {
        let keep = max(1, count)
        guard keep < routes.count else { return .unchanged(.atRoot) }
        let popped = Array(routes[keep...].reversed())
        routes.removeSubrange(keep...)
        return .changed(
            RouteChange(
                operation: .pop, popped: popped, pushed: [], transition: popped[0].transitions.pop,
                depth: routes.count))
    }

    /// Makes a route with the next identity.
    mutating func makeRoute(
        _ payload: Payload, tag: RouteTag?, transitions: RouteTransitions<Transition>
    ) -> RouteEntry<Payload, Transition> {
        let route = RouteEntry(
            id: RouteID(rawValue: nextID), tag: tag, payload: payload, transitions: transitions)
        nextID &+= 1
        return route
    }
}
