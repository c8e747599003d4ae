/// How a path-bound stack follows a new path: routes matching the path's prefix (and unpathed routes
/// between them) stay, the rest of the path is pushed (see RoutingInternals, "Following a path").
struct RoutePathEdit<Value: Equatable>: Equatable {
    /// How many routes above the root stay.
    package var kept: Int
    /// The path values to push above them, bottom first.
    package var pushed: [Value]

    /// `kept` counts routes above the root; `pushed` is bottom first.
    package init(kept: Int, pushed: [Value]) {
        self.kept = kept
        self.pushed = pushed
    }

    /// `nil` when the routes already show the path. A `nil` in `routes` is a route not in the path (a
    /// screen pushed by a view, a state-driven destination or the router).
    package init?(routes: [Value?], path: [Value]) {
        guard routes.compactMap({ $0 }) != path else { return nil }
        var kept = 0
        var matched = 0
        for (index, value) in routes.enumerated() {
            guard let value else { continue }
            guard matched < path.count, path[matched] == value else { break }
            matched += 1
            kept = index + 1
        }
        self.kept = kept
        pushed = Array(path[matched...])
    }
}

/// The destinations a stack's screens declare. The declaration closest to the root wins, as in
/// SwiftUI's `NavigationStack`; declarations of routes no longer in the stack are dropped.
package struct RouteDestinations<Builder> {
    private var tables: [RouteID: [ObjectIdentifier: Builder]] = [:]

    package init() {}

    /// Declaring again replaces the route's builder for that type (SwiftUI re-evaluates the declaring
    /// view on every update); declarations of routes not in `live` are dropped.
    package mutating func declare(_ type: Any.Type, by route: RouteID, builder: Builder, live: [RouteID]) {
        let kept = Set(live)
        tables = tables.filter { kept.contains($0.key) }
        tables[route, default: [:]][ObjectIdentifier(type)] = builder
    }

    /// The builder of the lowest route in `routes` (root first) declaring the type.
    func builder(for type: Any.Type, in routes: [RouteID]) -> Builder? {
        let key = ObjectIdentifier(type)
        for route in routes {
            if let builder = tables[route]?[key] { return builder }
        }
        return nil
    }
}
