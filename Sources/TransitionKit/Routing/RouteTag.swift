/// A name for a route, used to go back to it (`goTo(tag:)`).
///
/// Write tags as string literals, or declare them once for type-checked use:
///
/// ```swift
/// extension RouteTag {
///     static let detail: RouteTag = "detail"
/// }
/// stack.goTo(tag: .detail)
/// ```
package struct RouteTag: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tag's text.
    package let rawValue: String

    /// Creates a tag from text.
    ///
    /// - Parameter rawValue: The tag's text.
    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a tag from a string literal.
    ///
    /// - Parameter value: The tag's text.
    package init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The tag's text.
    package var description: String { rawValue }
}
