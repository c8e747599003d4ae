/// A name for a route, to go back to it with `goTo(tag:)`.
package struct RouteTag: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    package let rawValue: String

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package init(stringLiteral value: String) {
        self.rawValue = value
    }

    package var description: String { rawValue }
}
