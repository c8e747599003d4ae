import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A safe-area morph onto a screen that settles its insets (a SwiftUI hosting
/// controller) never gives it an in-between inset; its frame carries the change instead, so its
/// content's top follows the toolbar while a finger scrubs.
@MainActor
struct TransitionRunSettledInsetsTests {
    private func scene(settling: Bool) -> AnimatorScene {
        let scene = TransitionRunWorkTests.scene(
            for: .init(name: "safeAreaMorph (toolbars 44/56)", style: .safeAreaMorph, hasToolbars: true))
        if settling { scene.staging.settlingScreens = [ObjectIdentifier(scene.detail)] }
        return scene
    }

    @Test func aSettlingScreenKeepsItsOwnInsetsAndMovesInstead() throws {
        let scene = scene(settling: true)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.push(.safeAreaMorph, interaction: interaction) != nil)
        for step in [0.25, 0.5, 0.75] {
            interaction.update(step)
            #expect(scene.detail.additionalSafeArea.top == 56, "at \(step)")
            let top = Double(scene.detail.view.presentationFrame.minY)
            #expect(abs(top - (44 - 56) * (1 - step)) < 1e-6, "at \(step): \(top)")
        }
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.detail.additionalSafeArea.top == 56)
        #expect(scene.detail.view.frame.minY == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anotherScreenFollowsItsInsets() throws {
        let scene = scene(settling: false)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.push(.safeAreaMorph, interaction: interaction) != nil)
        interaction.update(0.5)
        #expect(scene.detail.view.presentationFrame.minY == 0)
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
