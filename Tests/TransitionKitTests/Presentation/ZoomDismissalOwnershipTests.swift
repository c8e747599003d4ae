import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// One owner per property while a zoom dismissal drags: the dismissal sets the
/// zoomed screen's center, transform and corner radius directly; the dismissal's property
/// animator, paused and scrubbed, never animates that screen (its plan element is held at its
/// start and restored at the end; no flying copy is made). The view model records two writers of
/// one property as a violation.
@MainActor
@Suite struct ZoomDismissalOwnershipTests {
    let scene = PresentationScene()

    /// Presents the detail with a zoom, lets it finish, and starts its dismissal interactively —
    /// as a zoom dismissal does when `asDismissal`, else as any interactive dismissal.
    private func beginDismissal(asDismissal: Bool) -> PercentDrivenTransitionModel {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let coordinator = scene.host.coordinator
        let started =
            asDismissal
            ? coordinator.navigation.zoomDismissal.beginning {
                coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction)
            } : coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction)
        #expect(started)
        return interaction
    }

    /// The view the transition context hands for the detail: its presentation controller's
    /// presented view (the wrapper holding the detail's view), which the dismissal drives.
    private var presentedView: ViewModel {
        scene.model.presentationController(of: scene.detail)?.presentedView ?? scene.detail.view
    }

    /// What the zoom dismissal's driver sets on the dragged screen (`ZoomDismissalDriver.drive`).
    private func drag(_ view: ViewModel, by offset: CGFloat, scale: Double) {
        view.center = CGPoint(x: view.center.x, y: view.center.y + offset)
        view.transform2D = Transform2D(scaleX: scale, scaleY: scale, translationX: 0, translationY: 0)
        view.cornerRadius = 20
    }

    @Test func theModelSeesTwoWritersWhenTheAnimatorAlsoMovesTheScreen() {
        let interaction = beginDismissal(asDismissal: false)
        interaction.update(0.3)
        let found = scene.ledger.expect(ViewModel.Contract.twoWriters, ViewModel.Contract.twoWriters) {
            drag(presentedView, by: 120, scale: 0.8)
        }
        #expect(found.map(\.member).contains { $0.hasPrefix("transform") }, "the zoom animates its transform")
        interaction.cancel()
        scene.settle()
    }

    @Test func theDraggedScreenIsTheDismissalsAlone() throws {
        let interaction = beginDismissal(asDismissal: true)
        let animator = try #require(scene.host.madeAnimators.last)
        #expect(animator.decision.leavingScreenIsDriven)
        #expect(scene.host.coordinator.zoomDismissalView(of: scene.detail) === presentedView)
        #expect(presentedView !== scene.detail.view, "the wrapper, not the screen's own view")
        #expect(!scene.photo.isHidden, "no flying copy: the dragged screen carries its own image")
        interaction.update(0.3)
        drag(presentedView, by: 120, scale: 0.8)
        interaction.update(0.4)
        drag(presentedView, by: 10, scale: 0.75)
        #expect(presentedView.presentationTransform.scaleX == 0.75, "the driver's value is on screen")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aRestoredDragPutsEverythingBack() {
        let views = [scene.grid.view, scene.cell]
        let interaction = beginDismissal(asDismissal: true)
        let before = ViewLook(presentedView)
        let others = views.map(ViewLook.init)
        interaction.update(0.3)
        drag(presentedView, by: 120, scale: 0.8)
        interaction.cancel()
        scene.settle()
        #expect(ViewLook(presentedView) == before, "the held screen is restored as captured")
        #expect(views.map(ViewLook.init) == others)
        #expect(scene.detail.view.cornerRadius == 0)
        #expect(!scene.detail.view.clipsToBounds)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissedScreenLeavesUntransformed() {
        let interaction = beginDismissal(asDismissal: true)
        interaction.update(0.5)
        let dragged = presentedView
        drag(dragged, by: 300, scale: 0.4)
        interaction.finish()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(dragged.transform2D == .identity && dragged.cornerRadius == 0, "what was dragged is restored")
        #expect(scene.detail.view.transform2D == .identity, "presented again, it must not come back shrunk")
        #expect(scene.detail.view.cornerRadius == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
