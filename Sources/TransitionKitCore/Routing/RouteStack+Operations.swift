extension RouteStack {
    /// A tag already in the stack follows ``duplicateTagPolicy``: refused (`duplicateTag`), go-to,
    /// move to top, or allowed.
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

    /// Played with the top route's pop choice; `atRoot` on the root.
    @discardableResult
    package mutating func back() -> RouteOutcome<Payload, Transition> {
        pop(toCount: routes.count - 1)
    }

    /// Played with the top route's pop choice; `atRoot` on the root.
    @discardableResult
    package mutating func home() -> RouteOutcome<Payload, Transition> {
        pop(toCount: 1)
    }

    /// Pops to the most recent route with `tag`; `alreadyOnTop` when it is on top, `tagNotFound` when
    /// no route has it.
    @discardableResult
    package mutating func goTo(tag: RouteTag) -> RouteOutcome<Payload, Transition> {
        guard let index = lastIndex(of: tag) else { return .unchanged(.tagNotFound) }
        if index == routes.count - 1 { return .unchanged(.alreadyOnTop) }
        return pop(toCount: index + 1)
    }

    /// "Get me to this tag whatever it takes": ``goTo(tag:)`` when a route has it (never pushed twice),
    /// else a push of `payload` with that tag.
    @discardableResult
    package mutating func goTo(
        tag: RouteTag,
        orPush payload: Payload,
        transitions: RouteTransitions<Transition> = .default
    ) -> RouteOutcome<Payload, Transition> {
        if contains(tag: tag) { return goTo(tag: tag) }
        return push(payload, tag: tag, transitions: transitions)
    }

    /// Replaces the top route (the root when alone); a forward change, depth unchanged. A tag below the
    /// top is refused unless the policy is `allow`; never pops further.
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

    /// The `moveToTop` push: removes the routes with `tag`, pushes a new one. `alreadyOnTop` when the top
    /// has it; `duplicateTag` when the root has it (the root stays).
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

    /// Pushes back, with its identity, the route a running pop takes away, so the pop can turn around
    /// in place; `duplicateTag` when its id or tag is in the stack or this stack never made it.
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
