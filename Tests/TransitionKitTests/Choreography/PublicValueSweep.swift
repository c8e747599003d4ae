import Foundation
import TestSupport

@testable import TransitionKit
@testable import TransitionKitCore
@testable import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The arguments of one sweep call: the hostile number at one numeric position (or at all of
/// them), ordinary values elsewhere.
struct HostileArguments: Sendable {
    /// The hostile number.
    let value: Double
    /// The position that receives it; `nil`: every position.
    let position: Int?

    /// The number at `index`: the hostile one there, else `ordinary`.
    subscript(_ index: Int, ordinary: Double = 1) -> Double {
        position == nil || position == index ? value : ordinary
    }
}

/// One public initializer, enum case, factory or setter of a public value type, named as
/// `API/Linux.txt` names it, and how the sweep feeds it hostile numbers.
struct ValueSweepEntry: Sendable {
    /// `Type.init(label:)`, `Type.case(_:)`, `Type.factory(label:)` or `Type.property`.
    let symbol: String
    /// How many numeric positions it takes (each swept alone, then all at once); 0 with a
    /// `reason` when it takes no number.
    let arity: Int
    /// The failures for one call; `nil` when it takes no number.
    let check: (@Sendable (HostileArguments) -> [String])?
    /// Why it takes no number (a generic value, a string, a Boolean …).
    let reason: String?

    /// An entry whose values are `Hashable`: built twice, each equals itself and the other, both
    /// hash alike, a `Set` of them holds one, and every number in `numbers` is finite.
    static func hashable<T: Hashable & SendableMetatype>(
        _ symbol: String, arity: Int, numbers: @escaping @Sendable (T) -> [Double] = { _ in [] },
        _ make: @escaping @Sendable (HostileArguments) -> T
    ) -> ValueSweepEntry {
        ValueSweepEntry(symbol: symbol, arity: arity, reason: nil) { arguments in
            let (a, b) = (make(arguments), make(arguments))
            var failures: [String] = []
            if a != a { failures.append("not equal to itself") }
            if a != b { failures.append("not equal to an identical copy") }
            if a.hashValue != b.hashValue { failures.append("hashes differ") }
            if Set([a, b, make(arguments)]).count != 1 { failures.append("a Set grows") }
            let stored = numbers(a)
            if !stored.allSatisfy(\.isFinite) { failures.append("stores \(stored)") }
            return failures
        }
    }

    /// An entry that takes no number; `reason` says why.
    static func noNumbers(_ symbol: String, _ reason: String) -> ValueSweepEntry {
        ValueSweepEntry(symbol: symbol, arity: 0, check: nil, reason: reason)
    }

    private init(
        symbol: String, arity: Int, check: (@Sendable (HostileArguments) -> [String])?, reason: String?
    ) {
        self.symbol = symbol
        self.arity = arity
        self.check = check
        self.reason = reason
    }

    private init(
        symbol: String, arity: Int, reason: String?, check: @escaping @Sendable (HostileArguments) -> [String]
    ) {
        self.init(symbol: symbol, arity: arity, check: check, reason: reason)
    }
}

/// The numbers a value stores, for the sweep's finiteness check.
enum StoredNumbers {
    static func rect(_ rect: CGRect?) -> [Double] {
        guard let rect else { return [] }
        return [rect.origin.x, rect.origin.y, rect.width, rect.height].map { Double($0) }
    }

    static func insets(_ insets: Insets?) -> [Double] {
        guard let insets else { return [] }
        return [insets.top, insets.left, insets.bottom, insets.right]
    }

    static func color(_ color: RGBA?) -> [Double] {
        guard let color else { return [] }
        return [color.red, color.green, color.blue, color.alpha]
    }

    static func radii(_ radii: CornerRadii?) -> [Double] {
        guard let radii else { return [] }
        return [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight]
    }

    static func transform(_ t: Transform2D) -> [Double] {
        [t.scaleX, t.scaleY, t.rotation, t.translationX, t.translationY]
    }

    static func state(_ s: VisualState) -> [Double] {
        rect(s.frame) + [s.alpha, s.cornerRadius] + transform(s.transform) + color(s.backgroundColor)
            + insets(s.additionalSafeAreaInsets) + radii(s.cornerRadii)
    }

    static func spring(_ s: SpringTiming) -> [Double] {
        [s.mass, s.stiffness, s.damping, Timing.spring(s).naturalDuration(fallback: 0.35)]
    }

    static func curve(_ c: TimingCurve) -> [Double] {
        [c.controlPoint1.x, c.controlPoint1.y, c.controlPoint2.x, c.controlPoint2.y].map { Double($0) }
    }

    static func timing(_ t: Timing) -> [Double] {
        switch t {
        case .curve(let c): return curve(c)
        case .spring(let s): return spring(s)
        }
    }

    static func window(_ w: TimeWindow) -> [Double] { [w.start, w.end] }

    static func element(_ e: TransitionPlan.Element) -> [Double] {
        state(e.from) + state(e.to) + window(e.window)
    }

    static func plan(_ p: TransitionPlan) -> [Double] {
        [p.duration] + timing(p.timing) + p.elements.flatMap(element)
    }

    static func screen(_ s: TransitionGeometry.Screen) -> [Double] {
        rect(s.frame) + rect(s.toolbarFrame) + insets(s.additionalSafeAreaInsets) + color(s.backgroundColor)
    }

    static func zoom(_ z: TransitionGeometry.Zoom) -> [Double] {
        rect(z.sourceFrame) + rect(z.destinationFrame) + [z.sourceCornerRadius, z.destinationCornerRadius]
    }

    static func geometry(_ g: TransitionGeometry) -> [Double] {
        rect(g.containerBounds) + screen(g.from) + screen(g.to) + zoom(g.zoom)
    }

    static func style(_ s: TransitionStyle) -> [Double] { [s.duration] }

    static func release(_ p: ReleasePolicy) -> [Double] {
        [p.decelerationRate, p.threshold, p.handOffEpsilon, p.maximumSpeed]
    }

    static func decision(_ d: ReleaseDecision) -> [Double] {
        [d.initialVelocity, d.progress, d.velocity, d.projectedProgress, d.remainingDistance]
    }

    static func decisionDuration(_ d: TransitionDecision) -> [Double] { [d.duration] }

    static func velocity(_ v: RelativeVelocity) -> [Double] { [v.dx, v.dy] }

    static func shadow(_ s: DismissalShadow) -> [Double] { [s.opacity, s.radius] }

    static func mapping(_ m: DismissalMapping) -> [Double] {
        [m.minimumScale, m.distance, m.cornerRadius]
    }

    static func dismissal(_ p: DismissalPolicy) -> [Double] {
        [p.pinchScale] + (p.flickSpeed.map { [$0] } ?? [])
    }
}
