import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every public value of TransitionKitCore is total: built and mutated from seeded hostile
/// numbers (``HostileValues``), each is normalized on the way in and every method answers finite
/// numbers without trapping. 10,000 cases per type, one test case per type so they run in parallel.
struct CoreTotalityTests {
    static let cases = 10_000
    static let seed: UInt64 = 0x12_C0DE

    enum Subject: String, CaseIterable, Sendable {
        case visualState, transform2D, rgba, insets, timeWindow, springTiming, timingCurve, timing
        case transitionPlan
    }

    @Test(arguments: Subject.allCases)
    func isTotal(_ subject: Subject) {
        var hostile = HostileValues(seed: Self.seed &+ UInt64(Subject.allCases.firstIndex(of: subject)!))
        for index in 0..<Self.cases {
            switch subject {
            case .visualState: Self.visualState(&hostile, index)
            case .transform2D: Self.transform(&hostile, index)
            case .rgba: Self.rgba(&hostile, index)
            case .insets: Self.insets(&hostile, index)
            case .timeWindow: Self.timeWindow(&hostile, index)
            case .springTiming: Self.spring(&hostile, index)
            case .timingCurve: Self.curve(&hostile, index)
            case .timing: Self.timingValue(&hostile, index)
            case .transitionPlan: Self.plan(&hostile, index)
            }
        }
    }

    // MARK: - Generators

    static func rect(_ h: inout HostileValues) -> CGRect {
        CGRect(x: h.double(), y: h.double(), width: h.double(), height: h.double())
    }

    static func transform(_ h: inout HostileValues) -> Transform2D {
        Transform2D(
            scaleX: h.double(), scaleY: h.double(), rotation: h.double(), translationX: h.double(),
            translationY: h.double())
    }

    static func state(_ h: inout HostileValues) -> VisualState {
        var state = VisualState(
            frame: rect(&h), alpha: h.double(), cornerRadius: h.double(), transform: transform(&h),
            backgroundColor: h.bool()
                ? RGBA(red: h.double(), green: h.double(), blue: h.double(), alpha: h.double()) : nil,
            additionalSafeAreaInsets: h.bool()
                ? Insets(top: h.double(), left: h.double(), bottom: h.double(), right: h.double()) : nil)
        // Setters too: a validated initializer must not be undone by a setter.
        switch Int.random(in: 0..<6, using: &h.random) {
        case 0: state.frame.origin.x = h.double()
        case 1: state.alpha = h.double()
        case 2: state.cornerRadius = h.double()
        case 3: state.transform.rotation = h.double()
        case 4: state.backgroundColor?.red = h.double()
        default: state.additionalSafeAreaInsets?.top = h.double()
        }
        return state
    }

    static func spring(_ h: inout HostileValues) -> SpringTiming {
        switch Int.random(in: 0..<3, using: &h.random) {
        case 0:
            return SpringTiming(
                mass: h.double(), stiffness: h.double(), damping: h.double(), allowsOverdamping: h.bool())
        case 1: return SpringTiming(duration: h.double(), bounce: h.double())
        default: return SpringTiming(response: h.double(), dampingFraction: h.double())
        }
    }

    static func curve(_ h: inout HostileValues) -> TimingCurve {
        TimingCurve(
            controlPoint1: CGPoint(x: h.double(), y: h.double()),
            controlPoint2: CGPoint(x: h.double(), y: h.double()))
    }

    static func timing(_ h: inout HostileValues) -> Timing {
        h.bool() ? .curve(curve(&h)) : .spring(spring(&h))
    }

    static func element(_ h: inout HostileValues) -> TransitionPlan.Element {
        let roles: [Role] = [
            .fromView, .toView, .dimming, .shadow, .zoomSnapshot, .custom("x\u{0}"), .snapshot(""),
        ]
        var element = TransitionPlan.Element(
            role: h.pick(roles), from: state(&h), to: state(&h),
            window: TimeWindow(start: h.double(), end: h.double()))
        if h.bool() { element.to.alpha = h.double() }
        return element
    }

    // MARK: - Checks

    static func finite(_ value: Double, _ label: @autoclosure () -> String) {
        if !value.isFinite { Issue.record("not finite: \(value) — \(label())") }
    }

    static func check(_ state: VisualState, _ label: @autoclosure () -> String) {
        let f = state.frame
        for value in [Double(f.origin.x), Double(f.origin.y), Double(f.size.width), Double(f.size.height)] {
            if !(value.isFinite && abs(value) <= 1e9) { Issue.record("frame \(f) — \(label())") }
        }
        if !(0...1).contains(state.alpha) { Issue.record("alpha \(state.alpha) — \(label())") }
        if !(0...1e9).contains(state.cornerRadius) {
            Issue.record("radius \(state.cornerRadius) — \(label())")
        }
        check(state.transform, label())
        if let color = state.backgroundColor { check(color, label()) }
        if let insets = state.additionalSafeAreaInsets { check(insets, label()) }
        if state != state { Issue.record("not equal to itself — \(label())") }
    }

    static func check(_ t: Transform2D, _ label: @autoclosure () -> String) {
        for value in [t.scaleX, t.scaleY, t.rotation, t.translationX, t.translationY]
        where !(abs(value) <= 1e9) {
            Issue.record("transform \(t) — \(label())")
        }
        if t != t { Issue.record("transform not equal to itself — \(label())") }
    }

    static func check(_ c: RGBA, _ label: @autoclosure () -> String) {
        for value in [c.red, c.green, c.blue, c.alpha] where !(abs(value) <= 1e9) {
            Issue.record("color \(c) — \(label())")
        }
        if c != c { Issue.record("color not equal to itself — \(label())") }
    }

    static func check(_ i: Insets, _ label: @autoclosure () -> String) {
        for value in [i.top, i.left, i.bottom, i.right] where !(abs(value) <= 1e9) {
            Issue.record("insets \(i) — \(label())")
        }
        if i != i { Issue.record("insets not equal to itself — \(label())") }
    }

    // MARK: - Subjects

    static func visualState(_ h: inout HostileValues, _ index: Int) {
        let a = state(&h)
        let b = state(&h)
        check(a, "case \(index)")
        let fraction = h.double()
        check(a.interpolated(to: b, fraction: fraction), "case \(index) fraction \(fraction)")
        check(a.with(\.alpha, h.double()), "case \(index) with")
        #expect(a.interpolated(to: b, fraction: 0) == a, "case \(index)")
        #expect(a.interpolated(to: b, fraction: 1) == b, "case \(index)")
    }

    static func transform(_ h: inout HostileValues, _ index: Int) {
        var t = transform(&h)
        switch Int.random(in: 0..<5, using: &h.random) {
        case 0: t.scaleX = h.double()
        case 1: t.scaleY = h.double()
        case 2: t.rotation = h.double()
        case 3: t.translationX = h.double()
        default: t.translationY = h.double()
        }
        check(t, "case \(index)")
        check(t.interpolated(to: transform(&h), fraction: h.double()), "case \(index) blend")
        check(.scale(h.double()), "case \(index) scale")
        check(.translation(x: h.double(), y: h.double()), "case \(index) translation")
    }

    static func rgba(_ h: inout HostileValues, _ index: Int) {
        var c = RGBA(red: h.double(), green: h.double(), blue: h.double(), alpha: h.double())
        switch Int.random(in: 0..<4, using: &h.random) {
        case 0: c.red = h.double()
        case 1: c.green = h.double()
        case 2: c.blue = h.double()
        default: c.alpha = h.double()
        }
        check(c, "case \(index)")
        check(c.withAlpha(h.double()), "case \(index) withAlpha")
        check(c.interpolated(to: .white, fraction: h.double()), "case \(index) blend")
    }

    static func insets(_ h: inout HostileValues, _ index: Int) {
        var i = Insets(top: h.double(), left: h.double(), bottom: h.double(), right: h.double())
        switch Int.random(in: 0..<4, using: &h.random) {
        case 0: i.top = h.double()
        case 1: i.left = h.double()
        case 2: i.bottom = h.double()
        default: i.right = h.double()
        }
        check(i, "case \(index)")
        check(i.interpolated(to: .zero, fraction: h.double()), "case \(index) blend")
    }

    static func timeWindow(_ h: inout HostileValues, _ index: Int) {
        let window = TimeWindow(start: h.double(), end: h.double())
        #expect(0 <= window.start && window.start <= window.end && window.end <= 1, "case \(index) \(window)")
        #expect(window == window)
        finite(window.duration, "case \(index)")
        let progress = h.double()
        let fraction = window.localFraction(at: progress)
        #expect(
            fraction.isFinite && abs(fraction) <= 1e6, "case \(index) \(window) at \(progress) → \(fraction)")
        // The plan's law at the ends, and the reversal's law inside.
        #expect(window.localFraction(at: 0) == 0, "case \(index) \(window)")
        #expect(window.localFraction(at: 1) == 1, "case \(index) \(window)")
        let p = Double.random(in: 0...1, using: &h.random)
        let mirrored = window.mirrored.localFraction(at: p)
        let expected = 1 - window.localFraction(at: 1 - p)
        #expect(abs(mirrored - expected) <= 1e-9 || window.duration < 1e-6, "case \(index) \(window) at \(p)")
    }

    static func spring(_ h: inout HostileValues, _ index: Int) {
        let spring = spring(&h)
        #expect(spring == spring, "case \(index)")
        for value in [
            spring.mass, spring.stiffness, spring.damping, spring.dampingRatio, spring.effectiveDamping,
            spring.perceptualDuration, spring.bounce,
        ] {
            finite(value, "case \(index) \(spring)")
        }
        let time = h.double()
        let velocity = h.double()
        finite(
            spring.value(at: time, initialVelocity: velocity),
            "case \(index) \(spring) t=\(time) v=\(velocity)")
        finite(
            spring.velocity(at: time, initialVelocity: velocity),
            "case \(index) \(spring) t=\(time) v=\(velocity)")
        let settling = spring.settlingDuration(epsilon: h.double(), initialVelocity: velocity)
        #expect(!settling.isNaN && settling >= 0, "case \(index) \(spring)")
        let rescaled = spring.settling(in: h.double())
        finite(rescaled.value(at: time), "case \(index) rescaled")
        finite(rescaled.perceptualDuration, "case \(index) rescaled")
    }

    static func curve(_ h: inout HostileValues, _ index: Int) {
        let curve = curve(&h)
        #expect(curve == curve, "case \(index)")
        let time = h.double()
        finite(curve.value(at: time), "case \(index) \(curve) at \(time)")
        finite(curve.slope(at: time), "case \(index) \(curve) slope at \(time)")
        finite(curve.slope(at: 0), "case \(index) \(curve) slope at 0")
        finite(curve.slope(at: 1), "case \(index) \(curve) slope at 1")
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1, "case \(index)")
        finite(curve.reversed().value(at: time), "case \(index) reversed")
        for point in [curve.controlPoint1, curve.controlPoint2] {
            finite(Double(point.x), "case \(index)")
            finite(Double(point.y), "case \(index)")
        }
    }

    static func timingValue(_ h: inout HostileValues, _ index: Int) {
        let timing = timing(&h)
        #expect(timing == timing, "case \(index)")
        finite(
            timing.progress(atTime: h.double(), duration: h.double(), initialVelocity: h.double()),
            "case \(index)")
        let natural = timing.naturalDuration(fallback: h.double())
        #expect(natural.isFinite && natural >= 0, "case \(index) \(timing) → \(natural)")
    }

    static func plan(_ h: inout HostileValues, _ index: Int) {
        let elements = h.array(maximum: 64) { element(&$0) }
        var plan = TransitionPlan(elements: elements, duration: h.double(), timing: timing(&h))
        if h.bool() { plan = plan.reversed() }
        if h.bool() { plan = plan.duration(h.double()) }
        if h.bool() { plan.timing = timing(&h) }
        #expect(plan == plan, "case \(index)")
        #expect(plan.duration.isFinite && plan.duration >= 0, "case \(index)")
        #expect(plan.reversed().reversed() == plan, "case \(index)")
        #expect(plan.count == elements.count && plan.roles.count == elements.count, "case \(index)")
        for evaluation in [TransitionPlan.Evaluation.scrubbing, .running] {
            let progress = h.double()
            finite(
                plan.effectiveProgress(progress, evaluation: evaluation),
                "case \(index) \(evaluation) \(progress)")
            plan.forEachState(at: progress, evaluation: evaluation) { role, state in
                check(state, "case \(index) \(role) \(evaluation) at \(progress)")
            }
            check(
                plan.state(ofElementAt: h.int(), at: progress, evaluation: evaluation),
                "case \(index) any index")
        }
        // The laws at the ends, from the elements as played.
        for (position, element) in plan.elements.enumerated() {
            #expect(
                plan.state(ofElementAt: position, at: 0) == element.from, "case \(index) element \(position)")
            #expect(
                plan.state(ofElementAt: position, at: 1) == element.to, "case \(index) element \(position)")
        }
        if let role = elements.first?.role {
            #expect(
                plan.state(of: role, at: h.double()) != nil && plan.element(for: role) != nil, "case \(index)"
            )
        }
    }
}
