import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// An interactive dismissal through the coordinator's hook (what the zoom dismissal's driver
/// attaches to), cancelled half-way or finished; the source kept hidden while presented.
@MainActor
@Suite struct PresentationCoreInteractionTests {
    let scene = PresentationScene()

    /// Presents the detail with a zoom and lets it finish.
    private func presentZoom(hidesSource: Bool = false) {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom(hidesSource: hidesSource))
        scene.settle()
    }

    @Test func aDismissalCancelledHalfWayRestoresEveryTouchedProperty() throws {
        presentZoom()
        let views = [scene.detail.view, scene.photo, scene.cell, scene.grid.view]
        let before = views.map(ViewLook.init)
        let log = scene.host.recordAnnouncements()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        #expect(scene.model.running?.interaction === interaction)
        #expect(scene.detail.activeTransitionCoordinator?.isInteractive == true, "the coordinator is live")
        interaction.update(0.5)
        scene.clock.advance(by: 0.01)
        #expect(scene.photo.isHidden, "the zoom hides its views while it runs")
        interaction.cancel()
        scene.settle()
        #expect(views.map(ViewLook.init) == before)
        #expect(scene.detail.presentingViewController === scene.tabs, "still presented")
        #expect(
            scene.detail.appearance == [.willAppear, .didAppear, .willDisappear, .willAppear, .didAppear],
            "appearance callbacks paired across the cancelled dismissal")
        #expect(
            log.lines == [
                "willBegin pop detail→grid presentation interactive",
                "didCancel pop detail→grid presentation interactive",
            ])
        #expect(scene.model.running?.context.completions == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        // And it can be dismissed again, this time to the end.
        let again = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: again))
        again.update(0.6)
        again.finish()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(!scene.detail.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSourceHiddenWhilePresentedIsShownForTheDismissalAndHiddenAgainOnCancel() throws {
        presentZoom(hidesSource: true)
        #expect(scene.cell.isHidden, "hidden while the detail is up")
        let log = scene.host.recordAnnouncements()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        interaction.update(0.3)
        interaction.cancel()
        scene.settle()
        #expect(scene.cell.isHidden, "hidden again after a cancelled dismissal")
        let begin = try #require(log.announcements.first)
        #expect(
            begin.geometry?.zoom.sourceFrame == PresentationScene.cellFrame,
            "the library's hiding is not a hidden source")
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(!scene.cell.isHidden, "shown once dismissed")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anAppHiddenSourceStaysHiddenAndTheZoomFallsBack() {
        scene.cell.isHidden = true
        presentZoom(hidesSource: true)
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.cell.isHidden, "as the app left it")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalDriverAsksWhatAShownPresentationPlayed() {
        let coordinator = scene.host.coordinator
        #expect(coordinator.shownStyle(of: scene.detail) == nil, "not presented")
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        #expect(coordinator.shownStyle(of: scene.detail) == nil, "still presenting")
        scene.settle()
        #expect(coordinator.shownStyle(of: scene.detail) == .zoom)
        scene.model.dismiss(scene.detail)
        #expect(coordinator.shownStyle(of: scene.detail) == nil, "dismissing")
        scene.settle()
        #expect(coordinator.shownStyle(of: scene.detail) == nil, "dismissed")
        scene.host.motionPreferences = MotionPreferences(reduceMotion: true)
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        #expect(coordinator.shownStyle(of: scene.detail) == .crossFade, "as played, after Reduce Motion")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
