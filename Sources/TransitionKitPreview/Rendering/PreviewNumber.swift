import Foundation

/// Deterministic number formatting for every preview output.
///
/// A value is rounded to a fixed number of decimals and printed without exponent or trailing
/// zeros: `390`, `0.5`, `-117.1`. Negative zero prints as `0`; NaN and infinities print as
/// `null` (valid JSON; SVG writers never pass them, see ``finite(_:)``).
public enum PreviewNumber {
    /// Formats a value.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - decimals: Digits after the point, clamped to 0…9; defaults to 4.
    /// - Returns: The shortest decimal text for the rounded value, or `null` if it is not finite.
    public static func format(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "null" }
        let places = min(max(decimals, 0), 9)
        var scale: Double = 1
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard abs(rounded) < 1e15 else { return String(format: "%.0f", rounded) }
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(places)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// The value if finite, else 0 (for drawing, where `null` is not a number).
    ///
    /// - Parameter value: The number.
    public static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
