import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Where a delegate's zoom dismissal driver goes: onto the latest presented zoom
/// while it is shown, back to the navigation controller otherwise; the host hears each change.
@MainActor
@Suite struct ZoomDismissalScreenTests {
    let scene = PresentationScene()

    private var coordinator: PresentationCore<ModeledPresentations> { scene.host.coordinator }

    @Test func aShownZoomTakesTheDriverUntilItsDismissalStarts() {
        var changes = 0
        coordinator.shownDidChange = { changes += 1 }
        #expect(coordinator.zoomDismissalScreen() == nil, "nothing presented")
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        #expect(coordinator.zoomDismissalScreen() == nil, "still presenting")
        scene.settle()
        #expect(coordinator.zoomDismissalScreen() === scene.detail)
        #expect(changes == 1)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        #expect(coordinator.zoomDismissalScreen() == nil, "its dismissal runs")
        interaction.update(0.4)
        interaction.cancel()
        scene.settle()
        #expect(coordinator.zoomDismissalScreen() === scene.detail, "a restored drag keeps it")
        #expect(changes == 2)
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(coordinator.zoomDismissalScreen() == nil, "dismissed")
        #expect(changes == 3)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCrossFadeOrReduceMotionPresentationIsNotDraggedAway() {
        scene.host.motionPreferences = MotionPreferences(reduceMotion: true)
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        #expect(coordinator.shownStyle(of: scene.detail) == .crossFade)
        #expect(coordinator.zoomDismissalScreen() == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalRequestedWhileThePresentationRunsLeavesTheDriverWhereItWas() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let reports = Diagnostics.record {
            #expect(!coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        }
        #expect(reports.count == 1)
        #expect(coordinator.zoomDismissalScreen() == nil)
        scene.settle()
        #expect(coordinator.zoomDismissalScreen() === scene.detail, "shown once the presentation ends")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
