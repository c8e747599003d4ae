import Testing

@testable import TransitionKitGestures

struct InteractionControllerChoiceTests {
    @Test func drivingAlwaysVendsInteractively() {
        for catching in [true, false] {
            for interruptible in [true, false] {
                #expect(
                    InteractionControllerChoice.choose(
                        isDriving: true, allowsCatching: catching, animatorIsInterruptible: interruptible)
                        == .interactive)
            }
        }
    }

    @Test func catchingNeedsAnInterruptibleAnimator() {
        #expect(
            InteractionControllerChoice.choose(
                isDriving: false, allowsCatching: true, animatorIsInterruptible: true) == .catchable)
        #expect(
            InteractionControllerChoice.choose(
                isDriving: false, allowsCatching: true, animatorIsInterruptible: false) == .none)
        #expect(
            InteractionControllerChoice.choose(
                isDriving: false, allowsCatching: false, animatorIsInterruptible: true) == .none)
    }
}
