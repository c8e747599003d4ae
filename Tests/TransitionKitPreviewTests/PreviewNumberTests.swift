import Testing
import TransitionKitPreview

struct PreviewNumberTests {
    @Test(arguments: [
        (390.0, 4, "390"), (0.5, 4, "0.5"), (-117.1, 4, "-117.1"), (0.1 + 0.2, 4, "0.3"),
        (-0.00001, 4, "0"), (-0.0, 2, "0"), (2.0 / 3, 2, "0.67"), (1e20, 2, "100000000000000000000"),
        (0.000123, 4, "0.0001"), (12.5, 0, "13"), (Double.nan, 4, "null"), (-Double.infinity, 4, "null"),
    ])
    func formatsDeterministically(value: Double, decimals: Int, text: String) {
        #expect(PreviewNumber.format(value, decimals: decimals) == text)
    }

    @Test func finiteReplacesNaNAndInfinityWithZero() {
        #expect(PreviewNumber.finite(.nan) == 0)
        #expect(PreviewNumber.finite(.infinity) == 0)
        #expect(PreviewNumber.finite(-2.5) == -2.5)
    }
}
