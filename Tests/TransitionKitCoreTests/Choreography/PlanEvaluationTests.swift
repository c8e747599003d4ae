import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A plan's evaluation (`forEachState`, `state(ofElementAt:)`) reads its elements as numbers; it
/// must report bit for bit what ``TransitionPlan/Element/state(at:)`` of ``TransitionPlan/elements``
/// reports, the one definition of a plan's states.
struct PlanEvaluationTests {
    /// A value from a few awkward ones or a random one in `range`.
    private static func number(_ random: inout SplitMix64, _ range: ClosedRange<Double>) -> Double {
        let awkward: [Double] = [0, -0.0, 1, 0.5, -1e12, 1e12, .nan, .infinity, 1e-300]
        return Int.random(in: 0..<4, using: &random) == 0
            ? awkward.randomElement(using: &random)! : Double.random(in: range, using: &random)
    }

    private static func state(_ random: inout SplitMix64) -> VisualState {
        var state = VisualState(
            frame: CGRect(
                x: number(&random, -500...500), y: number(&random, -500...500),
                width: number(&random, -10...900), height: number(&random, -10...900)),
            alpha: number(&random, -0.5...1.5), cornerRadius: number(&random, -5...60),
            transform: Transform2D(
                scaleX: number(&random, -2...3), scaleY: number(&random, -2...3),
                rotation: number(&random, -7...7), translationX: number(&random, -400...400),
                translationY: number(&random, -400...400)),
            backgroundColor: Bool.random(using: &random)
                ? RGBA(
                    red: number(&random, 0...1), green: number(&random, 0...1), blue: number(&random, 0...1),
                    alpha: number(&random, 0...1)) : nil,
            additionalSafeAreaInsets: Bool.random(using: &random)
                ? Insets(
                    top: number(&random, 0...100), left: number(&random, 0...20),
                    bottom: number(&random, 0...50), right: number(&random, 0...20)) : nil)
        if Bool.random(using: &random) {
            state.cornerRadii = CornerRadii(
                topLeft: number(&random, -5...40), topRight: number(&random, 0...40),
                bottomLeft: number(&random, 0...40), bottomRight: number(&random, 0...40))
        }
        return state
    }

    private static func window(_ random: inout SplitMix64) -> TimeWindow {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .full
        case 1: TimeWindow(start: 0.4, end: 0.4)
        case 2: TimeWindow(start: 0, end: Double.random(in: 0...1, using: &random))
        case 3: TimeWindow(start: Double.random(in: 0...1, using: &random), end: 1)
        default:
            TimeWindow(
                start: Double.random(in: 0...1, using: &random), end: Double.random(in: 0...1, using: &random)
            )
        }
    }

    static let timings: [Timing] = [
        .linear, .curve(.easeInOut), .spring(SpringTiming(duration: 0.5, bounce: 0.4)),
    ]

    @Test(arguments: 0..<40)
    func everyStateIsTheElementsStateBitForBit(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let elements = (0..<Int.random(in: 0...12, using: &random)).map { index in
            TransitionPlan.Element(
                role: index.isMultiple(of: 3) ? .fromView : .custom("part \(index)"),
                from: Self.state(&random),
                to: Self.state(&random), window: Self.window(&random))
        }
        let forward = TransitionPlan(
            elements: elements, duration: 0.4, timing: Self.timings[seed % Self.timings.count])
        let progresses: [Double] =
            [0, 1, 0.4, -0.3, 1.2, .nan, 1e-9]
            + (0..<20).map { _ in
                Double.random(in: -0.1...1.1, using: &random)
            }
        for plan in [forward, forward.reversed(), forward.reversed().reversed()] {
            for progress in progresses {
                for evaluation in [TransitionPlan.Evaluation.scrubbing, .running] {
                    let linear = plan.effectiveProgress(progress, evaluation: evaluation)
                    let expected = plan.elements.map { $0.state(at: linear) }
                    var seen: [VisualState] = []
                    plan.forEachState(at: progress, evaluation: evaluation) { _, state in seen.append(state) }
                    let indexed = plan.elements.indices.map {
                        plan.state(ofElementAt: $0, at: progress, evaluation: evaluation)
                    }
                    #expect(seen == expected)
                    #expect(indexed == expected)
                    // `==` counts 0 and -0 as equal; their descriptions do not.
                    #expect(seen.map { "\($0)" } == expected.map { "\($0)" })
                }
            }
        }
    }

    @Test func rolesComeWithTheirStates() {
        let plan = TransitionPlanTests.sample.reversed()
        var roles: [Role] = []
        plan.forEachState(at: 0.3) { role, _ in roles.append(role) }
        #expect(roles == plan.roles)
        #expect(plan.state(ofElementAt: plan.count, at: 0.3) == .absent)
        #expect(plan.state(ofElementAt: -1, at: 0.3) == .absent)
    }

    /// Reading a reversed plan's elements in a loop must not rebuild them on every access: that
    /// made a loop over them O(n²).
    @Test func reversedElementsAreMadeOnce() {
        let plan = TransitionPlanTests.sample.reversed()
        let first = plan.elements
        let second = plan.elements
        let firstStorage = first.withUnsafeBufferPointer { $0.baseAddress }
        let secondStorage = second.withUnsafeBufferPointer { $0.baseAddress }
        #expect(firstStorage == secondStorage)
        #expect(first == TransitionPlanTests.sample.elements.map(\.reversed))
    }

    @Test func derivedStorageTakesNoPartInEquality() {
        let plan = TransitionPlanTests.sample
        #expect(plan.reversed().reversed() == plan)
        #expect(plan.reversed().reversed().hashValue == plan.hashValue)
        #expect(plan.reversed() != plan)
    }
}
