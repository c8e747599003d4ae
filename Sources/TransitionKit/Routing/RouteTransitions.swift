/// The transitions a route uses when it arrives (forward) and when it leaves (backward).
///
/// Generic over the engine's transition value, so the route stack depends on nothing else:
///
/// ```swift
/// RouteTransitions<MyTransition>.both(.zoom)                           // zoom in, zoom out
/// RouteTransitions<MyTransition>.directional(forward: .transition(.slide),
///                                            backward: .inherited)    // slide in, default out
/// RouteTransitions<MyTransition>.unanimated                               // no animation
/// RouteTransitions<MyTransition>.default                               // router's default
/// ```
public struct RouteTransitions<T> {
    /// What to use in one direction.
    public enum Choice {
        /// Use the router's default transition.
        case inherited
        /// Do not animate.
        case unanimated
        /// Use this transition.
        case transition(T)

        /// The former name of ``transition(_:)``, kept for one release.
        ///
        /// - Parameter transition: The transition to use.
        /// - Returns: ``transition(_:)`` with it.
        @available(*, deprecated, renamed: "transition")
        public static func custom(_ transition: T) -> Self { .transition(transition) }

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
    public var forward: Choice
    /// The choice when the route leaves (back, home, go-to, swipe-back).
    public var backward: Choice

    /// Creates transitions from one choice per direction.
    ///
    /// - Parameters:
    ///   - forward: The choice when the route arrives.
    ///   - backward: The choice when the route leaves.
    public init(forward: Choice, backward: Choice) {
        self.forward = forward
        self.backward = backward
    }

    /// The router's default in both directions.
    public static var `default`: RouteTransitions {
        RouteTransitions(forward: .inherited, backward: .inherited)
    }

    /// No animation in either direction.
    public static var unanimated: RouteTransitions {
        RouteTransitions(forward: .unanimated, backward: .unanimated)
    }

    /// One transition for both directions.
    ///
    /// - Parameter transition: Used when the route arrives and when it leaves.
    /// - Returns: The transitions.
    public static func both(_ transition: T) -> RouteTransitions {
        RouteTransitions(forward: .transition(transition), backward: .transition(transition))
    }

    /// One choice per direction.
    ///
    /// - Parameters:
    ///   - forward: The choice when the route arrives.
    ///   - backward: The choice when the route leaves.
    /// - Returns: The transitions.
    public static func directional(forward: Choice, backward: Choice) -> RouteTransitions {
        RouteTransitions(forward: forward, backward: backward)
    }

    /// The choice for a direction.
    ///
    /// - Parameter operation: The operation of the change: `.push` uses ``forward``, `.pop` ``backward``.
    /// - Returns: ``forward`` or ``backward``.
    package func choice(for operation: NavigationOperation) -> Choice {
        switch operation {
        case .push: return forward
        case .pop: return backward
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
    /// The choice for a transition between two routes' screens, whoever started it: the
    /// arriving route's forward choice on a push, the leaving route's backward choice on a pop
    /// (a swipe-back included) — the same rule ``RouteChange/transition`` follows.
    ///
    /// ```swift
    /// RouteTransitions.choice(for: .pop, leaving: detail.transitions,
    ///                         arriving: home.transitions)   // detail's backward choice
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
        case .push: return arriving.forward
        case .pop: return leaving.backward
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
        let forward = stack(.push).map(Choice.transition) ?? .inherited
        let backward = stack(.pop).map(Choice.transition) ?? .inherited
        return .directional(forward: forward, backward: backward)
    }
}
