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
    /// - Complexity: O(1) and no `String(format:)` for values below 2⁵² after scaling (every
    ///   value a drawing prints); larger values take a slower exact path.
    public static func format(_ value: Double, decimals: Int = 4) -> String {
        var text = ""
        append(value, decimals: decimals, to: &text)
        return text
    }

    /// `decimals` is clamped to 0…9.
    static func append(_ value: Double, decimals: Int = 4, to text: inout String) {
        withText(value, decimals: decimals) { text += String(decoding: $0, as: UTF8.self) }
    }

    /// As UTF-8, for the longest texts; `decimals` is clamped to 0…9.
    static func append(_ value: Double, decimals: Int = 4, to bytes: inout [UInt8]) {
        withText(value, decimals: decimals) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the value's text as UTF-8 bytes.
    private static func withText(
        _ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let places = min(max(decimals, 0), 9)
        let scaled = (value * powersOfTen[places]).rounded()
        guard value.isFinite, scaled.magnitude < exactLimit else {
            var text = value.isFinite ? large(value, places: places) : "null"
            text.withUTF8(body)
            return
        }
        // Below 2⁵² the scaled value is an exact integer, and these digits are exactly what
        // `%.<places>f` prints for `scaled / 10^places` (its error is below half a unit).
        var units = UInt64(scaled.magnitude)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            // The digits, right-aligned, at least `places + 1` of them, two per division.
            let end = buffer.count
            var start = end
            while units >= 100 {
                let pair = Int(units % 100) &* 2
                units /= 100
                start &-= 2
                buffer[start] = digitPairs[pair]
                buffer[start &+ 1] = digitPairs[pair &+ 1]
            }
            if units >= 10 {
                let pair = Int(units) &* 2
                start &-= 2
                buffer[start] = digitPairs[pair]
                buffer[start &+ 1] = digitPairs[pair &+ 1]
            } else {
                start &-= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(units)
            }
            while end &- start < places &+ 1 {
                start &-= 1
                buffer[start] = UInt8(ascii: "0")
            }
            // Trailing zeros of the fraction go, then the point goes in before the fraction
            // (the integer digits move one place left to make room).
            var fraction = places
            var last = end
            while fraction > 0 && buffer[last &- 1] == UInt8(ascii: "0") {
                last &-= 1
                fraction &-= 1
            }
            if fraction > 0 {
                let point = last &- fraction
                var index = start
                while index < point {
                    buffer[index &- 1] = buffer[index]
                    index &+= 1
                }
                start &-= 1
                buffer[point &- 1] = UInt8(ascii: ".")
            }
            // Negative zero and values that round to zero print as 0.
            if scaled < 0 && !(last &- start == 1 && buffer[start] == UInt8(ascii: "0")) {
                start &-= 1
                buffer[start] = UInt8(ascii: "-")
            }
            body(UnsafeBufferPointer(rebasing: buffer[start..<last]))
        }
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
        guard value.isFinite else { return 0 }
        if value > drawableLimit { return drawableLimit }
        if value < -drawableLimit { return -drawableLimit }
        return value
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

    /// "00", "01", … "99" as ASCII, two bytes per pair.
    private static let digitPairs: [UInt8] = (0..<100).flatMap { pair in
        [UInt8(ascii: "0") + UInt8(pair / 10), UInt8(ascii: "0") + UInt8(pair % 10)]
    }

    /// 2⁵²: below it, a rounded scaled value is an exact integer with room to spare.
    private static let exactLimit = 4_503_599_627_370_496.0

    /// The exact path for large values. When `value × 10^places` overflows, `value` is itself
    /// far above 2⁵³, so it has no fraction and prints as its integer digits.
    private static func large(_ value: Double, places: Int) -> String {
        let scale = powersOfTen[places]
        let scaled = (value * scale).rounded()
        let rounded = scaled.isFinite ? scaled / scale : value
        guard abs(rounded) < 1e15 else { return String(format: "%.0f", rounded) }
        var text = String(format: "%.\(places)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
