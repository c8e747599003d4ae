import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reversing twice gives back exactly what was reversed (1 − (1 − x) is not x in floating point:
/// 1 − (1 − 0.1) is 0.09999999999999998), and a spring plan of duration 0 obeys the plan's law.
struct ExactReversalTests {
    private static let fractions: [Double] = [
        0, 0.1, 0.2, 0.3, 1.0 / 3, 0.42, 0.58, 0.7, 0.9, 1, 1e-9, 2e-9, 1e-300, .leastNonzeroMagnitude,
        0.123456789, 0.999999999, 0.25,
    ]

    @Test func aCurveReversedTwiceIsTheSameCurve() {
        var random = SplitMix64(seed: 0x39_0C)
        var curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .systemDefault]
        for a in Self.fractions {
            for b in Self.fractions {
                curves.append(
                    TimingCurve(controlPoint1: CGPoint(x: a, y: b), controlPoint2: CGPoint(x: b, y: -a * 3)))
            }
        }
        for _ in 0..<500 {
            curves.append(
                TimingCurve(
                    controlPoint1: CGPoint(
                        x: Double.random(in: 0...1, using: &random),
                        y: Double.random(in: -2...2, using: &random)),
                    controlPoint2: CGPoint(
                        x: Double.random(in: 0...1, using: &random),
                        y: Double.random(in: -2...2, using: &random))))
        }
        for curve in curves {
            let twice = curve.reversed().reversed()
            #expect(twice.controlPoint1 == curve.controlPoint1, "\(curve)")
            #expect(twice.controlPoint2 == curve.controlPoint2, "\(curve)")
            #expect(twice == curve && twice.hashValue == curve.hashValue, "\(curve)")
            #expect(twice.value(at: 0.3) == curve.value(at: 0.3), "\(curve)")
            #expect(curve.reversed().reversed().reversed() == curve.reversed(), "\(curve)")
        }
    }

    @Test func aWindowMirroredTwiceIsTheSameWindow() {
        var random = SplitMix64(seed: 0x39_0D)
        var windows: [TimeWindow] = [.full]
        for a in Self.fractions {
            for b in Self.fractions { windows.append(TimeWindow(start: a, end: b)) }
        }
        for _ in 0..<500 {
            windows.append(
                TimeWindow(
                    start: Double.random(in: 0...1, using: &random),
                    end: Double.random(in: 0...1, using: &random)))
        }
        for window in windows {
            let twice = window.mirrored.mirrored
            #expect(twice.start == window.start && twice.end == window.end, "\(window) → \(twice)")
            #expect(twice == window && twice.hashValue == window.hashValue, "\(window)")
            #expect(window.mirrored.mirrored.mirrored == window.mirrored, "\(window)")
            for progress in [0.0, 0.15, 0.5, 0.85, 1] {
                #expect(twice.localFraction(at: progress) == window.localFraction(at: progress))
            }
        }
    }

    /// A mirrored window equals the window built from the mirrored bounds, whichever way it was
    /// made: equality follows the bounds, not how they were reached.
    @Test func aMirroredWindowEqualsTheWindowOfItsBounds() {
        let window = TimeWindow(start: 0.1, end: 0.7)
        let mirrored = window.mirrored
        #expect(mirrored == TimeWindow(start: mirrored.start, end: mirrored.end))
        #expect(mirrored.hashValue == TimeWindow(start: mirrored.start, end: mirrored.end).hashValue)
        let curve = TimingCurve(
            controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        let reversed = curve.reversed()
        #expect(
            reversed
                == TimingCurve(controlPoint1: reversed.controlPoint1, controlPoint2: reversed.controlPoint2))
    }

    /// A plan reversed twice plays exactly as the plan: its windows and timing are exact.
    @Test func aPlanReversedTwiceIsThePlan() {
        let element = TransitionPlan.Element(
            role: .toView, from: VisualState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0),
            to: VisualState(frame: CGRect(x: 100, y: 0, width: 10, height: 10)),
            window: TimeWindow(start: 0.1, end: 0.7))
        let curve = TimingCurve(controlPoint1: CGPoint(x: 0.1, y: 0.3), controlPoint2: CGPoint(x: 0.7, y: 1))
        let plan = TransitionPlan(elements: [element], duration: 0.4, timing: .curve(curve))
        let twice = plan.reversed().reversed()
        #expect(twice == plan)
        #expect(twice.elements.map(\.window.start) == plan.elements.map(\.window.start))
        for progress in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(
                twice.state(of: .toView, at: progress, evaluation: .running)
                    == plan.state(of: .toView, at: progress, evaluation: .running))
        }
    }

    /// The law "at 0 every element is in its `from` state" held for a curve plan of duration 0
    /// and not for a spring one, which answered its end state at 0.
    @Test(arguments: [
        Timing.spring(SpringTiming(duration: 0.5, bounce: 0.2)),
        .spring(.init(dampingRatio: 1, duration: 0.3)), .easeInOut,
    ])
    func aPlanOfDurationZeroStartsAtItsFromStateWhenRunning(timing: Timing) {
        let from = VisualState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0)
        let to = VisualState(frame: CGRect(x: 100, y: 0, width: 10, height: 10), alpha: 1)
        let plan = TransitionPlan(
            elements: [.init(role: .toView, from: from, to: to)], duration: 0, timing: timing)
        for zero in [0.0, -1, -.infinity, .nan] {
            #expect(plan.state(of: .toView, at: zero, evaluation: .running) == from, "\(timing) at \(zero)")
        }
        for one in [1.0, 2, .infinity] {
            #expect(plan.state(of: .toView, at: one, evaluation: .running) == to, "\(timing) at \(one)")
        }
        let later = TransitionPlan(
            elements: [.init(role: .toView, from: from, to: to)], duration: 0.4, timing: timing
        )
        .duration(0)
        #expect(later.state(of: .toView, at: 0, evaluation: .running) == from)
        #expect(later.reversed().state(of: .toView, at: 0, evaluation: .running) == to)
    }
}
