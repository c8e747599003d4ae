/// How a stack bound to a path follows a new path: which routes stay, and which path values are
/// pushed above them.
///
/// The routes above the root are compared with the new path in order. Routes whose values equal
/// the new path's first values (compared with `==`, position by position) stay, and so do the
/// routes without a value between them (screens pushed by a view, a state-driven destination or
/// the router: not in the path). Everything above the last route that stays is popped, and the
/// rest of the path is pushed:
///
/// ```swift
/// RoutePathEdit(routes: ["a", "b"], path: ["a", "b", "c"])   // keep 2, push ["c"]
/// RoutePathEdit(routes: ["a", "b"], path: ["a", "c"])        // keep 1, push ["c"]
/// RoutePathEdit(routes: ["a", nil], path: ["a"])             // nil: the path is unchanged
/// RoutePathEdit(routes: ["a", nil], path: ["a", "b"])        // keep 1, push ["b"]: pops the view
/// ```
///
/// | edit of the path | outcome |
/// | --- | --- |
/// | equal values (the same path set again, an equal value with other content) | `nil`: nothing changes; a screen is not rebuilt for an equal value |
/// | append | push |
/// | remove the last one or several | one pop to the last route that stays |
/// | replace, reorder below the top | pop to the first difference, push the rest (one navigation call) |
/// | empty | pop to the root |
/// | duplicate values | each is its own route |
///
/// A screen not in the path stays only while the path below and above it is unchanged: any edit
/// of the path at or below its position pops it.
package struct RoutePathEdit<Value: Equatable>: Equatable {
    /// How many routes above the root stay.
    package var kept: Int
    /// The path values to push above them, bottom first.
    package var pushed: [Value]

    /// Creates an edit.
    ///
    /// - Parameters:
    ///   - kept: How many routes above the root stay.
    ///   - pushed: The path values to push above them, bottom first.
    package init(kept: Int, pushed: [Value]) {
        self.kept = kept
        self.pushed = pushed
    }

    /// The edit that turns routes into a path, or `nil` when the routes already show the path.
    ///
    /// - Parameters:
    ///   - routes: The path value of each route above the root, bottom first (`nil`: a route not
    ///     in the path).
    ///   - path: The new path, bottom first.
    /// - Complexity: O(n) in the number of routes and values.
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

/// The destinations the screens of a stack declare (`.transitionDestination(for:)`): how a path
/// value of a type becomes a screen, looked up from the root up so the declaration closest to the
/// root wins, as in SwiftUI's `NavigationStack` (which logs "Only the destination declared closest
/// to the root view of the stack will be used").
///
/// ```swift
/// var destinations = RouteDestinations<String>()
/// destinations.declare(Int.self, by: root, builder: "root's")
/// destinations.declare(Int.self, by: detail, builder: "detail's")
/// destinations.builder(for: Int.self, in: [root, detail])   // "root's": closest to the root
/// destinations.builder(for: Int.self, in: [root])           // "root's"
/// destinations.builder(for: String.self, in: [root])        // nil: undeclared
/// ```
///
/// A screen declaring again replaces its builder for that type (SwiftUI re-evaluates the
/// declaring view on every update). Declarations of routes no longer in the stack are dropped on
/// the next declaration.
package struct RouteDestinations<Builder> {
    private var tables: [RouteID: [ObjectIdentifier: Builder]] = [:]

    /// Creates an empty table.
    package init() {}

    /// Records that a route's screen declares a destination for a type.
    ///
    /// - Parameters:
    ///   - type: The value type.
    ///   - route: The declaring route.
    ///   - builder: Makes the screen of a value of that type.
    ///   - live: The routes in the stack now; declarations of others are dropped.
    package mutating func declare(_ type: Any.Type, by route: RouteID, builder: Builder, live: [RouteID]) {
        let kept = Set(live)
        tables = tables.filter { kept.contains($0.key) }
        tables[route, default: [:]][ObjectIdentifier(type)] = builder
    }

    /// The declaration for a type closest to the root: that of the lowest route in `routes`
    /// declaring it.
    ///
    /// - Parameters:
    ///   - type: The value type.
    ///   - routes: The routes to look in, root first.
    /// - Returns: The builder, or `nil` when no route declares the type.
    func builder(for type: Any.Type, in routes: [RouteID]) -> Builder? {
        let key = ObjectIdentifier(type)
        for route in routes {
            if let builder = tables[route]?[key] { return builder }
        }
        return nil
    }
}
