import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The view a zoom dismissal drives (`TransitionRun.drivenView`): the context's `.from` view of a
/// pop left to the dismissal, while the pop runs; nothing for any other pop or once it ended.
@MainActor
@Suite struct TransitionRunDrivenViewTests {
    @Test func aPopLeftToTheDismissalHandsItsLeavingView() throws {
        let scene = AnimatorScene()
        scene.pushAndSettle(.zoom)
        scene.delegate.leavesScreenToDismissal = true
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let pop = try #require(scene.pop(.zoom, interaction: interaction))
        #expect(pop.run.drivenView === scene.detail.view, "the context's .from view")
        interaction.update(0.3)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(pop.run.drivenView == nil, "nothing once the pop ended")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anyOtherPopHandsNothing() throws {
        let scene = AnimatorScene()
        scene.pushAndSettle(.zoom)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let pop = try #require(scene.pop(.zoom, interaction: interaction))
        #expect(pop.run.drivenView == nil)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
