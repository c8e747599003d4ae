/// The transitions a route uses when it arrives (its push) and when it leaves (its pop).
///
/// Generic over the engine's transition value, so the route stack depends on nothing else:
///
/// ```swift
/// RouteTransitions<MyTransition>.both(.zoom)                                    // zoom in, zoom out
/// RouteTransitions<MyTransition>.directional(push: .transition(.slide), pop: .inherited)  // slide in, default out
/// RouteTransitions<MyTransition>.unanimated                                      // no animation
/// RouteTransitions<MyTransition>.default                                         // the stack's default
/// ```
package struct RouteTransitions<T> {
    /// What to use in one direction.
    package enum Choice {
        /// Use the router's default transition.
        case inherited
        /// Do not animate.
        case unanimated
        /// Use this transition.
        case transition(T)

        /// The transition this choice stands for.
        ///
        /// - Parameter defaultTransition: The router's default.
        /// - Returns: `defaultTransition` for ``inherited``, `nil` (no animation) for ``unanimated``,
        ///   the value for ``transition(_:)``.
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

    /// Creates transitions from one choice per direction.
    ///
    /// - Parameters:
    ///   - push: The choice when the route arrives.
    ///   - pop: The choice when the route leaves.
    package init(push: Choice, pop: Choice) {
        self.push = push
        self.pop = pop
    }

    /// The router's default in both directions.
    package static var `default`: RouteTransitions {
        RouteTransitions(push: .inherited, pop: .inherited)
    }

    /// No animation in either direction.
    package static var unanimated: RouteTransitions {
        RouteTransitions(push: .unanimated, pop: .unanimated)
    }

    /// One transition for both directions.
    ///
    /// - Parameter transition: Used when the route arrives and when it leaves.
    /// - Returns: The transitions.
    package static func both(_ transition: T) -> RouteTransitions {
        RouteTransitions(push: .transition(transition), pop: .transition(transition))
    }

    /// One choice per direction.
    ///
    /// - Parameters:
    ///   - push: The choice when the route arrives.
    ///   - pop: The choice when the route leaves.
    /// - Returns: The transitions.
    package static func directional(push: Choice, pop: Choice) -> RouteTransitions {
        RouteTransitions(push: push, pop: pop)
    }

    /// The choice for a direction.
    ///
    /// - Parameter operation: The operation of the change: `.push` uses ``push``, `.pop` ``pop``.
    /// - Returns: ``push`` or ``pop``.
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
    /// A push form's transition (a link's, a state-driven destination's): the chosen one both
    /// ways, or the stack's default when none is chosen.
    ///
    /// - Parameter transition: The chosen transition, or `nil`.
    /// - Returns: ``both(_:)`` of it, or ``default``.
    package static func chosen(_ transition: T?) -> RouteTransitions {
        transition.map(both) ?? .default
    }
}

extension RouteTransitions {
    /// The choice for a transition between two routes' screens, whoever started it: the
    /// arriving route's push choice on a push, the leaving route's pop choice on a pop
    /// (a swipe-back included) — the same rule ``RouteChange/transition`` follows.
    ///
    /// ```swift
    /// RouteTransitions.choice(for: .pop, leaving: detail.transitions,
    ///                         arriving: home.transitions)   // detail's pop choice
    /// ```
    ///
    /// - Parameters:
    ///   - operation: The operation of the change.
    ///   - leaving: The transitions of the route whose screen goes away (the top before).
    ///   - arriving: The transitions of the route whose screen comes on top.
    /// - Returns: The choice that applies.
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
    /// The transitions of a route showing a path value: a value link's own style for both
    /// directions; else the stack's choice for each operation (`.push` when it arrives, `.pop`
    /// when it leaves), where `nil` means the default; else the default.
    ///
    /// ```swift
    /// RouteTransitions.path(link: .zoom, stack: nil)                 // .both(.zoom)
    /// RouteTransitions.path(link: nil, stack: { _ in .crossFade })   // .both(.crossFade)
    /// RouteTransitions.path(link: nil, stack: nil)                   // .default
    /// ```
    ///
    /// - Parameters:
    ///   - link: The style a value link chose, or `nil`.
    ///   - stack: The stack's choice for the value per operation, or `nil` without one.
    /// - Returns: The route's transitions.
    package static func path(link: T?, stack: ((NavigationOperation) -> T?)?) -> RouteTransitions {
        if let link { return .both(link) }
        guard let stack else { return .default }
        let push = stack(.push).map(Choice.transition) ?? .inherited
        let pop = stack(.pop).map(Choice.transition) ?? .inherited
        return .directional(push: push, pop: pop)
    }
}
