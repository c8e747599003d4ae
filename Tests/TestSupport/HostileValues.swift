/// Seeded hostile values for property tests: the numbers and counts an adversarial caller passes
/// to a public API. Half the draws come from a fixed list of extremes (NaN, ±∞, ±1e±300, the
/// largest and smallest doubles, subnormals, negative zero, `Int.max`, `Int.min` …), the rest are
/// ordinary values in a small range, so that both the guards and the normal paths run.
///
/// ```swift
/// var hostile = HostileValues(seed: 0x5EED)
/// let width = hostile.double()      // maybe NaN, maybe 390
/// let count = hostile.int()         // maybe Int.min, maybe 3
/// ```
public struct HostileValues {
    /// The generator; exposed so a test can draw its own choices from the same sequence.
    public var random: SplitMix64

    /// Creates a generator.
    ///
    /// - Parameter seed: The seed; the same seed gives the same values.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The extreme doubles every draw may return.
    public static let extremeDoubles: [Double] = [
        .nan, -.nan, .signalingNaN, .infinity, -.infinity, 1e300, -1e300, 1e-300, -1e-300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude, 0, -0.0, 1, -1, 2, 0.5,
        1e15, -1e15, 9_007_199_254_740_994, 1e-9, 1e9, -1e9, 1e-6,
    ]

    /// The extreme integers every draw may return.
    public static let extremeInts: [Int] = [
        .max, .min, .max - 1, .min + 1, -1, 0, 1, 2, Int(Int32.max), Int(Int32.min), -7, 1_000_000,
    ]

    /// A double: an extreme half of the time, else a subnormal, any bit pattern, or an ordinary
    /// value in `-2...2` or `-1e4...1e4`.
    public mutating func double() -> Double {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: return Self.extremeDoubles.randomElement(using: &random)!
        case 5:
            return Double(
                sign: Bool.random(using: &random) ? .minus : .plus, exponentBitPattern: 0,
                significandBitPattern: UInt64.random(in: 1..<(1 << 52), using: &random))
        case 6: return Double(bitPattern: random.next())
        case 7: return Double.random(in: -1e4...1e4, using: &random)
        default: return Double.random(in: -2...2, using: &random)
        }
    }

    /// A double that is usually ordinary (one draw in `odds` is hostile), for plumbing values
    /// next to the one under test.
    public mutating func mostlyOrdinaryDouble(odds: Int = 4) -> Double {
        Int.random(in: 0..<odds, using: &random) == 0 ? double() : Double.random(in: 0...1, using: &random)
    }

    /// An integer: an extreme half of the time, else a small value in `-10...10`.
    public mutating func int() -> Int {
        Bool.random(using: &random)
            ? Self.extremeInts.randomElement(using: &random)! : Int.random(in: -10...10, using: &random)
    }

    /// A Boolean.
    public mutating func bool() -> Bool { Bool.random(using: &random) }

    /// One of the elements, chosen at random.
    public mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }

    /// A collection size: empty a quarter of the time, huge (`maximum`) one time in eight, else
    /// `1...4`.
    public mutating func count(maximum: Int = 1_000) -> Int {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: return 0
        case 2: return maximum
        default: return Int.random(in: 1...4, using: &random)
        }
    }

    /// `count()` values made by `make`.
    public mutating func array<T>(maximum: Int = 1_000, _ make: (inout HostileValues) -> T) -> [T] {
        (0..<count(maximum: maximum)).map { _ in make(&self) }
    }
}
