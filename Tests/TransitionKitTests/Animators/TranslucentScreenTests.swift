import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// For alpha: a screen the app made translucent keeps its own alpha. A
/// transition that animates alpha (fade, cross-fade, zoom) plays it as a fraction of the screen's
/// own opacity, so a finished one ends at the app's value, not 1; one that does not (slide,
/// safe-area morph) never touches it; a cancelled one puts every touched property back. Found by
/// the end-to-end runs (seeds 6341072442267456074 and 10726299726799741146).
@MainActor
@Suite struct TranslucentScreenTests {
    nonisolated static let builtIns: [TransitionStyle] = [
        .fade, .crossFade, .zoom, .card(cornerRadius: 16), .slide, .safeAreaMorph,
    ]

    /// The grid at alpha 0.8 and the detail at 0.9, as the app set them when they loaded.
    func translucentScene() -> AnimatorScene {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.grid.view.alpha = 0.8
        scene.detail.view.alpha = 0.9
        // Laid out where UIKit puts it, so that "as before" includes its geometry.
        scene.detail.view.frame = scene.navigation.containerView.bounds
        return scene
    }

    @Test(arguments: builtIns)
    func aFinishedPushEndsAtTheArrivingScreensOwnAlpha(style: TransitionStyle) {
        let scene = translucentScene()
        scene.push(style)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.topViewController === scene.detail)
        #expect(scene.detail.view.alpha == 0.9, "the app's alpha, not 1")
        #expect(scene.grid.view.alpha == 0.8, "the leaving screen gets its own back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: builtIns)
    func aFinishedPopEndsAtTheRevealedScreensOwnAlpha(style: TransitionStyle) {
        let scene = translucentScene()
        scene.pushAndSettle(style)
        scene.pop(style)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.topViewController === scene.grid)
        #expect(scene.grid.view.alpha == 0.8)
        #expect(scene.detail.view.alpha == 0.9)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [TransitionStyle.fade, .crossFade])
    func theArrivingScreenNeverShowsAboveItsOwnAlpha(style: TransitionStyle) throws {
        let scene = translucentScene()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.push(style, interaction: interaction) != nil)
        for progress in [0.25, 0.5, 0.75, 1] {
            interaction.update(progress)
            #expect(scene.detail.view.presentationAlpha <= 0.9 + 1e-9, "at \(progress)")
        }
        #expect(abs(scene.detail.view.presentationAlpha - 0.9) < 1e-9, "at 1: the app's alpha")
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.detail.view.alpha == 0.9)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: builtIns)
    func aCancelledPushPutsEveryTouchedPropertyBack(style: TransitionStyle) throws {
        let scene = translucentScene()
        let views = [scene.detail.view, scene.grid.view, scene.cell, scene.photo]
        let before = views.map(ViewLook.init)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.push(style, interaction: interaction) != nil)
        interaction.update(0.6)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.topViewController === scene.grid)
        for (view, look) in zip(views, before) {
            #expect(ViewLook(view) == look, "\(view.name)")
        }
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
