import Foundation
import TestSupport
import Testing
import TransitionKitPreview

struct PreviewNumberTests {
    @Test(arguments: [
        (390.0, 4, "390"), (0.5, 4, "0.5"), (-117.1, 4, "-117.1"), (0.1 + 0.2, 4, "0.3"),
        (-0.00001, 4, "0"), (-0.0, 2, "0"), (2.0 / 3, 2, "0.67"), (1e20, 2, "100000000000000000000"),
        (0.000123, 4, "0.0001"), (12.5, 0, "13"), (Double.nan, 4, "null"), (-Double.infinity, 4, "null"),
        (0.05, 2, "0.05"), (-0.05, 2, "-0.05"), (1e-300, 4, "0"), (Double.leastNonzeroMagnitude, 9, "0"),
        (123_456.789, 9, "123456.789"), (-2.5, 0, "-3"),
    ])
    func formatsDeterministically(value: Double, decimals: Int, text: String) {
        #expect(PreviewNumber.format(value, decimals: decimals) == text)
    }

    /// `value × 10^decimals` overflows for these: they used to print `inf`.
    @Test(arguments: [
        1e300, -1e300, Double.greatestFiniteMagnitude, 1.5e308, -Double.greatestFiniteMagnitude,
    ])
    func hugeFiniteValuesPrintTheirDigits(value: Double) {
        for decimals in [0, 4, 9] {
            let text = PreviewNumber.format(value, decimals: decimals)
            #expect(text == String(format: "%.0f", value))
            #expect(text.allSatisfy { $0.isNumber || $0 == "-" })
            #expect(Double(text) == value)
        }
    }

    /// The fast path prints exactly what `%.<decimals>f` of the rounded value printed, trailing
    /// zeros removed — the formatter the previews used before, kept here as the reference.
    @Test func matchesThePrintfReferenceForRandomValues() {
        var random = SplitMix64(seed: 0x5eed_0001)
        for _ in 0..<20_000 {
            let decimals = Int.random(in: 0...9, using: &random)
            let magnitude = Double.random(in: -12...17, using: &random)
            let sign: Double = Bool.random(using: &random) ? -1 : 1
            let value = sign * pow(10, magnitude) * Double.random(in: 1..<10, using: &random)
            let reference = Self.reference(value, decimals: decimals)
            #expect(PreviewNumber.format(value, decimals: decimals) == reference, "\(value) \(decimals)")
        }
    }

    @Test func neverPrintsANonFiniteToken() {
        var random = SplitMix64(seed: 0x5eed_0002)
        for _ in 0..<10_000 {
            let value = Double(bitPattern: random.next())
            let text = PreviewNumber.format(value, decimals: Int.random(in: 0...9, using: &random))
            if value.isFinite {
                #expect(Double(text)?.isFinite == true, "\(value) → \(text)")
            } else {
                #expect(text == "null")
            }
        }
    }

    @Test func finiteReplacesNaNAndInfinityWithZero() {
        #expect(PreviewNumber.finite(.nan) == 0)
        #expect(PreviewNumber.finite(.infinity) == 0)
        #expect(PreviewNumber.finite(-2.5) == -2.5)
    }

    @Test(
        arguments: [
            (Double.nan, 0), (.infinity, 0), (-.infinity, 0), (1e300, 1e9), (-1e300, -1e9), (-2.5, -2.5),
            (.leastNonzeroMagnitude, .leastNonzeroMagnitude),
        ] as [(Double, Double)])
    func drawableValuesAreFiniteAndBounded(value: Double, drawn: Double) {
        #expect(PreviewNumber.drawable(value) == drawn)
    }

    private static func reference(_ value: Double, decimals: Int) -> String {
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard abs(rounded) < 1e15 else { return String(format: "%.0f", rounded) }
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(decimals)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
