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
        let forward = stack(.push).map(Choice.custom) ?? .inherited
        let backward = stack(.pop).map(Choice.custom) ?? .inherited
        return .directional(forward: forward, backward: backward)
    }
}
