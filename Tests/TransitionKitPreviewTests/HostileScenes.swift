import Foundation
import TestSupport
import TransitionKit
import TransitionKitPreview

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Seeded scenes built from hostile values, for the output-validity properties: NaN, ±∞,
/// ±1e300, the largest and smallest doubles, subnormals, negative zero, huge integers, and names
/// full of control characters, quotes, markup, line separators and noncharacters.
struct HostileScenes {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A scene with up to `maximumElements` elements, whose duration is hostile one time in
    /// `hostileDurationOdds` (else 0…0.5 s, so the HTML page's running samples stay few).
    mutating func scene(maximumElements: Int = 4, hostileDurationOdds: Int = 2) -> PreviewScene {
        let count = Int.random(in: 0...maximumElements, using: &random)
        let elements = (0..<count).map { _ in element() }
        let duration =
            Int.random(in: 0..<hostileDurationOdds, using: &random) == 0
            ? number() : Double.random(in: 0...0.5, using: &random)
        var plan = TransitionPlan(elements: elements, duration: duration, timing: timing())
        if Bool.random(using: &random) { plan = plan.reversed() }
        return PreviewScene(
            transition: name(), operation: Bool.random(using: &random) ? .push : .pop,
            layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft, plan: plan,
            canvas: rect())
    }

    /// A progress: usually hostile.
    mutating func progress() -> Double { number() }

    // MARK: - Values

    private static let extremes: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, -1e-300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        -0.0, 0, 1, -1, 0.5, 9_007_199_254_740_994, 4_503_599_627_370_497, 1e15, -1e15, 4.5e15, 1e9, 1e21,
        .pi,
    ]

    private mutating func number() -> Double {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: return Self.extremes.randomElement(using: &random)!
        case 5:
            // A random subnormal.
            return Double(
                sign: Bool.random(using: &random) ? .minus : .plus, exponentBitPattern: 0,
                significandBitPattern: UInt64.random(in: 1..<(1 << 52), using: &random))
        case 6: return Double(bitPattern: random.next())  // anything, NaN payloads included
        case 7: return Double.random(in: -1e6...1e6, using: &random)
        default: return Double.random(in: -2...2, using: &random)
        }
    }

    private mutating func rect() -> CGRect {
        CGRect(x: number(), y: number(), width: number(), height: number())
    }

    private mutating func state() -> VisualState {
        VisualState(
            frame: rect(), alpha: number(), cornerRadius: number(),
            transform: Transform2D(
                scaleX: number(), scaleY: number(), rotation: number(), translationX: number(),
                translationY: number()),
            backgroundColor: Bool.random(using: &random)
                ? RGBA(red: number(), green: number(), blue: number(), alpha: number()) : nil,
            additionalSafeAreaInsets: Bool.random(using: &random)
                ? Insets(top: number(), left: number(), bottom: number(), right: number()) : nil)
    }

    private mutating func element() -> TransitionPlan.Element {
        let roles: [Role] = [.fromView, .toView, .fromToolbar, .toToolbar, .dimming, .shadow]
        let role: Role
        switch Int.random(in: 0..<8, using: &random) {
        case 6: role = .snapshot(name())
        case 7: role = .custom(name())
        default: role = roles.randomElement(using: &random)!
        }
        return TransitionPlan.Element(
            role: role, from: state(), to: state(), window: TimeWindow(start: number(), end: number()))
    }

    private mutating func timing() -> Timing {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return .curve(
                TimingCurve(
                    controlPoint1: CGPoint(x: number(), y: number()),
                    controlPoint2: CGPoint(x: number(), y: number())))
        case 1:
            return .spring(SpringTiming(mass: number(), stiffness: number(), damping: number()))
        default:
            return .spring(SpringTiming(duration: number(), bounce: number()))
        }
    }

    // MARK: - Names

    private static let pieces: [String] = [
        "\"", "'", "<", ">", "&", "\\", "</script>", "</SCRIPT ", "<!--", "-->", "]]>", "&amp;", "&#0;",
        "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{200F}", "\u{202E}", "é", "e\u{301}", "🏳️‍🌈", "NaN",
        "Infinity", "inf", "null", " ", "\t", "\n", "\r\n", "toView", "{}", "[1,", "\\u0000",
    ]

    private mutating func name() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // A control character: C0, DEL or C1.
                let value = [
                    UInt32.random(in: 0...0x1F, using: &random), 0x7F,
                    UInt32.random(in: 0x80...0x9F, using: &random),
                ]
                .randomElement(using: &random)!
                scalars.append(Unicode.Scalar(value)!)
            case 1:
                // A noncharacter (Swift's literals refuse some of them).
                let value = [
                    UInt32.random(in: 0xFDD0...0xFDEF, using: &random), 0xFFFE, 0xFFFF, 0x1_FFFE, 0x10_FFFF,
                ].randomElement(using: &random)!
                scalars.append(Unicode.Scalar(value)!)
            case 2:
                scalars.append(contentsOf: Self.pieces.randomElement(using: &random)!.unicodeScalars)
            default:
                scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            }
        }
        return String(scalars)
    }
}
