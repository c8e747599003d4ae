import Testing
import TransitionKit

@Suite struct InteractionPriorityTests {
    @Test func theDriverDrivesWhatItStarted() {
        #expect(InteractionPriority.decide(animatorIsOurs: false, driverIsDriving: true) == .driverFirst)
        #expect(InteractionPriority.decide(animatorIsOurs: true, driverIsDriving: true) == .driverFirst)
    }

    @Test func ourAnimatorsAskTheDriverFirst() {
        #expect(InteractionPriority.decide(animatorIsOurs: true, driverIsDriving: false) == .driverFirst)
    }

    @Test func theAppsAnimatorPairsWithTheAppsInteraction() {
        #expect(InteractionPriority.decide(animatorIsOurs: false, driverIsDriving: false) == .appFirst)
    }
}
