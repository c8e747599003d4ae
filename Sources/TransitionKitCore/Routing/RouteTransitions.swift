/// The transitions a route uses on its push and on its pop, generic so the route stack depends on
/// nothing else.
package struct RouteTransitions<T> {
    /// What to use in one direction.
    package enum Choice {
        /// Use the router's default transition.
        case inherited
        case unanimated
        case transition(T)

        /// `defaultTransition` for ``inherited``, `nil` (no animation) for ``unanimated``.
        package func resolved(default defaultTransition: T) -> T? {
            switch self {
            case .inherited: return defaultTransition
            case .unanimated: return nil
            case .transition(let transition): return transition
            }
        }
    }

    /// The choice when the route arrives (push, replace, forced go-to).
    package var push: Choice
    /// The choice when the route leaves (back, home, go-to, swipe-back).
    package var pop: Choice

    package init(push: Choice, pop: Choice) {
        self.push = push
        self.pop = pop
    }

    /// The router's default in both directions.
    package static var `default`: RouteTransitions {
        RouteTransitions(push: .inherited, pop: .inherited)
    }

    package static var unanimated: RouteTransitions {
        RouteTransitions(push: .unanimated, pop: .unanimated)
    }

    package static func both(_ transition: T) -> RouteTransitions {
        RouteTransitions(push: .transition(transition), pop: .transition(transition))
    }

    package static func directional(push: Choice, pop: Choice) -> RouteTransitions {
        RouteTransitions(push: push, pop: pop)
    }

    package func choice(for operation: NavigationOperation) -> Choice {
        switch operation {
        case .push: return push
        case .pop: return pop
        }
    }
}

extension RouteTransitions.Choice: Sendable where T: Sendable {}
extension RouteTransitions.Choice: Equatable where T: Equatable {}
extension RouteTransitions.Choice: Hashable where T: Hashable {}
extension RouteTransitions: Sendable where T: Sendable {}
extension RouteTransitions: Equatable where T: Equatable {}
extension RouteTransitions: Hashable where T: Hashable {}

extension RouteTransitions {
    /// A link's or state-driven destination's transition: the chosen one both ways, else ``default``.
    package static func chosen(_ transition: T?) -> RouteTransitions {
        transition.map(both) ?? .default
    }
}

extension RouteTransitions {
    /// Whoever started it (a swipe-back included): the arriving route's push choice on a push, the
    /// leaving route's pop choice on a pop — the rule ``RouteChange/transition`` follows.
    package static func choice(
        for operation: NavigationOperation, leaving: RouteTransitions, arriving: RouteTransitions
    ) -> Choice {
        switch operation {
        case .push: return arriving.push
        case .pop: return leaving.pop
        }
    }
}

extension RouteTransitions {
    /// A value link's own style both ways; else the stack's choice per operation (`nil`: the default);
    /// else the default.
    package static func path(link: T?, stack: ((NavigationOperation) -> T?)?) -> RouteTransitions {
        if let link { return .both(link) }
        guard let stack else { return .default }
        let push = stack(.push).map(Choice.transition) ?? .inherited
        let pop = stack(.pop).map(Choice.transition) ?? .inherited
        return .directional(push: push, pop: pop)
    }
}
