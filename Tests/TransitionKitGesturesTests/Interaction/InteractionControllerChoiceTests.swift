import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct InteractionControllerChoiceTests {
    @Test func awaitedTransitionAlwaysVendsInteractively() {
        for catching in [true, false] {
            for interruptible in [true, false] {
                #expect(
                    InteractionControllerChoice.choose(
                        awaitsTransition: true, allowsCatching: catching,
                        animatorIsInterruptible: interruptible)
                        == .interactive)
            }
        }
    }

    @Test func catchingNeedsAnInterruptibleAnimator() {
        #expect(
            InteractionControllerChoice.choose(
                awaitsTransition: false, allowsCatching: true, animatorIsInterruptible: true) == .catchable)
        #expect(
            InteractionControllerChoice.choose(
                awaitsTransition: false, allowsCatching: true, animatorIsInterruptible: false)
                == .noController)
        #expect(
            InteractionControllerChoice.choose(
                awaitsTransition: false, allowsCatching: false, animatorIsInterruptible: true)
                == .noController)
    }

    /// A button-started transition still settles (its completion has not run) when UIKit asks
    /// about the next one: that one must be catchable, never interactive with no finger.
    @Test func settlingTransitionDoesNotMakeTheNextOneInteractive() {
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.animationStarted(.push))
        #expect(machine.isDriving)
        #expect(!machine.awaitsTransition)
        #expect(
            InteractionControllerChoice.choose(
                awaitsTransition: machine.awaitsTransition, allowsCatching: true,
                animatorIsInterruptible: true) == .catchable)
        #expect(
            InteractionControllerChoice.choose(
                awaitsTransition: machine.awaitsTransition, allowsCatching: false,
                animatorIsInterruptible: true) == .noController)
    }
}
