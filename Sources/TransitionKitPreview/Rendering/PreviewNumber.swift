import Foundation

/// Deterministic number formatting for every preview output.
///
/// A value is rounded to a fixed number of decimals and printed without exponent or trailing
/// zeros: `390`, `0.5`, `-117.1`. Negative zero prints as `0`. Only finite numbers are ever
/// printed: a finite value prints as its rounded decimal however large it is (`1e300` prints as
/// its 301 digits, never `inf`), and NaN and the infinities print as `null` — valid JSON, where
/// the JSON output uses it. Drawings (SVG, the HTML page) never print `null`: they pass their
/// numbers through ``drawable(_:)`` first.
///
/// ```swift
/// PreviewNumber.format(2.0 / 3, decimals: 2)   // "0.67"
/// PreviewNumber.format(.nan)                   // "null"
/// PreviewNumber.drawable(.infinity)            // 0
/// ```
public enum PreviewNumber {
    /// The largest magnitude ``drawable(_:)`` passes on, in points (or any drawing unit).
    ///
    /// Far larger than any screen, and small enough that sums and products of a few drawable
    /// values stay finite in the renderers and in the HTML page's script.
    public static let drawableLimit = 1e9

    /// Formats a value.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - decimals: Digits after the point, clamped to 0…9; defaults to 4.
    /// - Returns: The shortest decimal text for the rounded value (a finite number, whatever its
    ///   size), or `null` if the value is NaN or infinite.
    public static func format(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "null" }
        let places = min(max(decimals, 0), 9)
        let scale = powersOfTen[places]
        let scaled = (value * scale).rounded()
        // When `value × 10^places` overflows, `value` is itself far above 2⁵³, so it has no
        // fraction and prints as its integer digits.
        let rounded = scaled.isFinite ? scaled / scale : value
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

    /// The value as a drawing uses it: NaN and the infinities become 0 (nothing to draw), and a
    /// finite value is clamped to ±``drawableLimit``.
    ///
    /// - Parameter value: The number.
    public static func drawable(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -drawableLimit), drawableLimit) : 0
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
}
