/// The destinations the screens of a stack declare (`.transitionDestination(for:)`): how a path
/// value of a type becomes a screen, looked up from the top of the stack down so the nearest
/// declaration wins.
///
/// ```swift
/// var destinations = RouteDestinations<String>()
/// destinations.declare(Int.self, by: root, builder: "root's")
/// destinations.declare(Int.self, by: detail, builder: "detail's")
/// destinations.builder(for: Int.self, in: [root, detail])   // "detail's": nearest
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

    /// The nearest declaration for a type: that of the highest route in `routes` declaring it.
    ///
    /// - Parameters:
    ///   - type: The value type.
    ///   - routes: The routes to look in, root first.
    /// - Returns: The builder, or `nil` when no route declares the type.
    package func builder(for type: Any.Type, in routes: [RouteID]) -> Builder? {
        let key = ObjectIdentifier(type)
        for route in routes.reversed() {
            if let builder = tables[route]?[key] { return builder }
        }
        return nil
    }
}
