import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// One zoom dismissal at a time across the navigation controllers a driver is attached to.
struct DismissalStationChoiceTests {
    @Test func anyStationTakesAGestureWhileIdle() {
        #expect(DismissalStationChoice.mayTake(isActive: false, phase: .idle))
        #expect(DismissalStationChoice.mayTake(isActive: true, phase: .idle))
    }

    @Test(arguments: [DismissalPhase.dragging, .settling(.dismiss), .settling(.restore)])
    func onlyTheActiveStationTakesOneWhileADismissalRuns(phase: DismissalPhase) {
        #expect(DismissalStationChoice.mayTake(isActive: true, phase: phase), "a catch on the same screen")
        #expect(!DismissalStationChoice.mayTake(isActive: false, phase: phase), "another tab waits")
    }
}
