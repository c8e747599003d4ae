import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// A release toward an outcome another rule decided (the zoom dismissal's policy).
struct InteractionMachineDecidedReleaseTests {
    private func driven(at x: CGFloat) -> InteractionMachine {
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        _ = machine.handle(.changed(PanSample(translation: CGPoint(x: x, y: 0))))
        return machine
    }

    @Test func theDecidedOutcomeWinsOverTheReleasePolicy() {
        var machine = driven(at: 39)
        let effect = machine.end(.finish, velocity: 0.45)
        let expected = ReleasePolicy.default.decision(.finish, progress: 0.1, velocity: 0.45)
        #expect(effect == .release(expected), "the policy alone would cancel at 0.1")
        #expect(abs(expected.initialVelocity - 0.5) < 1e-12, "0.45 / 0.9")
        #expect(machine.phase == .settling(.finish))
    }

    @Test func outsideAnInteractionItIsRejected() {
        var machine = driven(at: 39)
        _ = machine.end(.cancel, velocity: 0)
        #expect(machine.end(.finish, velocity: 1) == .rejected(.alreadyReleased))
        var idle = InteractionMachine(tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        #expect(idle.end(.finish, velocity: 1) == .rejected(.notStarted))
    }
}
