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
