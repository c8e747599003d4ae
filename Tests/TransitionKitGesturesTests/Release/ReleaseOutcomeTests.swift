import Testing

@testable import TransitionKitGestures

struct ReleaseOutcomeTests {
    @Test func targetsAreExactEnds() {
        #expect(ReleaseOutcome.finish.targetProgress == 1)
        #expect(ReleaseOutcome.cancel.targetProgress == 0)
    }
}
