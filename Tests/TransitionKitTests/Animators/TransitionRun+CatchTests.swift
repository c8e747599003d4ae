import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A catch (a zoom dismissal caught while it settles) takes only a running transition, and turns
/// its animator forward where it is.
@MainActor
@Suite struct TransitionRunCatchTests {
    @Test func aPausedTransitionIsNotCaught() throws {
        let scene = AnimatorScene()
        scene.pushAndSettle(.slide)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let animator = try #require(scene.pop(.slide, interaction: interaction))
        interaction.update(0.3)
        var pauses = 0
        #expect(animator.run.catchRunning { pauses += 1 } == nil, "paused by the finger: nothing to catch")
        #expect(pauses == 0)
        interaction.finish()
        scene.clock.runUntilIdle()
    }

    @Test func aRunningCancelIsCaughtPausedAndTurnedForward() throws {
        let scene = AnimatorScene()
        scene.pushAndSettle(.slide)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let animator = try #require(scene.pop(.slide, interaction: interaction))
        let context = try #require(animator.context)
        let property = animator.run.interruptibleAnimator(using: context)
        interaction.update(0.5)
        interaction.cancel()
        #expect(property.isRunning && property.isReversed)
        var pauses = 0
        let caught = animator.run.catchRunning {
            pauses += 1
            interaction.pause()
        }
        #expect(pauses == 1)
        #expect(
            caught.map { abs($0 - 0.5) < 1e-9 } == true,
            "where it was, forward: \(String(describing: caught))")
        #expect(!property.isReversed, "forward progress is written next")
        #expect(property.state == .active && !property.isRunning)
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["grid"])
    }
}
