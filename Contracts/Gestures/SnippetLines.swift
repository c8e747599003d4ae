/// Compiles a snippet's lines as written, including lines that only name a value.
///
/// A documented snippet may show a value by naming it on a line of its own (`release.outcome`),
/// which Swift would compile with an "expression is unused" warning — an error under
/// `-warnings-as-errors`. In a function marked `@SnippetLines` each such line is handed to
/// ``buildExpression(_:)`` instead, so it is type-checked and the snippet stays unchanged.
@resultBuilder
enum SnippetLines {
    /// Accepts one line's value, whatever its type, and discards it.
    static func buildExpression<Value>(_ value: Value) {}

    /// Combines the lines; there is nothing to combine.
    static func buildBlock(_ lines: Void...) {}
}
