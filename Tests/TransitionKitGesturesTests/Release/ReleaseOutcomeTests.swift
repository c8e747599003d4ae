import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct ReleaseOutcomeTests {
    @Test func targetsAreExactEnds() {
        #expect(ReleaseOutcome.finish.targetProgress == 1)
        #expect(ReleaseOutcome.cancel.targetProgress == 0)
    }
}

extension ReleaseOutcomeTests {
    @Test func mapsUIKitCancellationFlag() {
        #expect(ReleaseOutcome(transitionWasCancelled: true) == .cancel)
        #expect(ReleaseOutcome(transitionWasCancelled: false) == .finish)
    }
}
