import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct ReleaseDecisionTests {
    @Test func forcedCancelHandsOffTowardStart() {
        let d = ReleasePolicy.default.decision(.cancel, progress: 0.4, velocity: 0.8)
        #expect(d.outcome == .cancel)
        #expect(d.remainingDistance == 0.4)
        #expect(abs(d.initialVelocity - -2) < 1e-12)
        #expect(
            d
                == ReleaseDecision(
                    outcome: .cancel, initialVelocity: d.initialVelocity, progress: 0.4, velocity: 0.8,
                    projectedProgress: d.projectedProgress, remainingDistance: 0.4))
    }
}
