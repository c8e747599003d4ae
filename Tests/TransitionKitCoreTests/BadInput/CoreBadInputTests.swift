import Foundation
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The core values' defects a hostile-input review named, each a failing test before its fix.
struct CoreBadInputTests {
    /// Extreme but finite constants used to answer NaN (√(k/m) overflowed).
    @Test(arguments: [
        (1e-300, 1e300, 1.0), (1e300, 1e-300, 1e300), (1e-300, 1e-300, 1e300), (1e300, 1e300, 1e-300),
        (Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude),
    ])
    func springFromExtremeConstantsAnswersFiniteNumbers(mass: Double, stiffness: Double, damping: Double) {
        for overdamping in [false, true] {
            let spring = SpringTiming(
                mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: overdamping)
            for time in [0, 1e-9, 0.1, 1, 1e9, 1e300] {
                #expect(spring.value(at: time, initialVelocity: 1e300).isFinite, "\(spring) t=\(time)")
                #expect(spring.velocity(at: time, initialVelocity: -1e300).isFinite, "\(spring) t=\(time)")
            }
            #expect(spring.perceptualDuration.isFinite)
            #expect(spring.dampingRatio.isFinite)
            #expect(spring.bounce.isFinite)
            #expect(spring.effectiveDamping.isFinite)
        }
    }

    /// `TimeWindow(0, 0)` put an element in its end state at progress 0, against the plan's law
    /// "at progress 0 every element is exactly in its `from` state".
    @Test func anEmptyWindowAtZeroKeepsTheStartStateAtProgressZero() {
        let window = TimeWindow(start: 0, end: 0)
        #expect(window.localFraction(at: 0) == 0)
        #expect(window.localFraction(at: 0.5) == 1)
        #expect(TimeWindow(start: 1, end: 1).localFraction(at: 1) == 1)
        let from = VisualState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0)
        let plan = TransitionPlan(
            elements: [.init(role: .toView, from: from, to: from.with(\.alpha, 1), window: window)],
            duration: 0.3, timing: .curve(.linear))
        #expect(plan.state(of: .toView, at: 0)?.alpha == 0)
        #expect(plan.reversed().state(of: .toView, at: 1)?.alpha == 0)
    }

    /// A window's fraction stays bounded however far progress goes, so a state is finite.
    @Test func aStateAtAHugeProgressIsFinite() {
        let from = VisualState(frame: CGRect(x: -1e308, y: 0, width: 1, height: 1))
        let to = VisualState(frame: CGRect(x: 1e308, y: 0, width: 1, height: 1))
        let element = TransitionPlan.Element(
            role: .toView, from: from, to: to, window: TimeWindow(start: 1 - 1e-16, end: 1))
        for progress in [1e300, -1e300, 2, .infinity, -.infinity] {
            let state = element.state(at: progress)
            #expect(state.frame.origin.x.isFinite, "\(progress)")
        }
    }

    /// A NaN stored in a value made it unequal to itself, which breaks `Set` and `Dictionary`.
    @Test func valuesHoldingNaNAreEqualToThemselves() {
        var state = VisualState(frame: CGRect(x: Double.nan, y: 0, width: 1, height: 1), alpha: .nan)
        #expect(state == state)
        state.cornerRadius = .nan
        state.transform.rotation = .nan
        state.backgroundColor = RGBA(red: .nan, green: 0, blue: 0, alpha: 1)
        state.additionalSafeAreaInsets = Insets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(state == state)
        #expect(Set([state, state]).count == 1)
    }

    /// An index outside the plan answered by trapping.
    @Test func aStateOfAnElementOutsideThePlanDoesNotTrap() {
        let plan = TransitionPlan(elements: [], duration: 0.3, timing: .curve(.linear))
        let state = plan.state(ofElementAt: 3, at: 0.5)
        #expect(state.alpha == 0)
        #expect(plan.state(ofElementAt: -1, at: 0.5).alpha == 0)
    }
}
