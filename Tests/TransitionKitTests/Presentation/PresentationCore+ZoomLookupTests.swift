import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A presented zoom keeps what its registration adds to the zoom's views: the app's flying image
/// (`flyingImage(_:)`) and its added elements (`adding(_:)`) are asked at the presentation and
/// again at the dismissal, as for a push and its pop.
@MainActor
@Suite struct PresentationCoreZoomLookupTests {
    let scene = PresentationScene()

    @Test func aPresentedZoomFliesTheAppsImage() {
        var transition = scene.zoom()
        var asked = 0
        let ledger = scene.ledger
        transition.zoom?.flyingImage = {
            asked += 1
            return ViewModel("poster", frame: CGRect(x: 0, y: 0, width: 10, height: 10), ledger: ledger)
        }
        scene.host.present(scene.detail, from: scene.grid, transition: transition)
        scene.settle()
        #expect(asked == 1, "asked at the presentation")
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(asked == 2, "and again at the dismissal")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPresentedZoomPlaysTheAddedElementsAndRestoresThem() throws {
        var transition = scene.zoom()
        var asked = 0
        let panel = ViewModel(
            "panel", frame: CGRect(x: 0, y: 600, width: 390, height: 100), ledger: scene.ledger)
        scene.detail.view.addSubview(panel)
        let shown = VisualState(frame: panel.frame)
        transition.zoom?.additions = {
            asked += 1
            return [PlanAddition(view: panel, from: shown.with(\.alpha, 0), to: shown)]
        }
        scene.host.present(scene.detail, from: scene.grid, transition: transition)
        let presenting = try #require(scene.host.madeAnimators.last?.object)
        #expect(presenting.run.plan?.element(for: .custom("added.0"))?.from.alpha == 0)
        scene.settle()
        #expect(asked == 1)
        #expect(panel.alpha == 1 && panel.frame == shown.frame)
        scene.model.dismiss(scene.detail)
        let dismissing = try #require(scene.host.madeAnimators.last?.object)
        #expect(dismissing.run.plan?.element(for: .custom("added.0"))?.to.alpha == 0, "played backwards")
        scene.settle()
        #expect(asked == 2)
        #expect(panel.alpha == 1 && panel.frame == shown.frame)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// An element of the presenting screen drawn above both screens: a copy above the presented
    /// screen in the container, the element hidden meanwhile, at the presentation and again at
    /// the dismissal; shown again as it was after each.
    @Test func aPresentedZoomDrawsAnElementAboveBothScreens() throws {
        var transition = scene.zoom()
        let badge = ViewModel(
            "badge", frame: CGRect(x: 10, y: 60, width: 80, height: 30), ledger: scene.ledger)
        scene.grid.view.addSubview(badge)
        let shown = VisualState(frame: badge.frame)
        transition.zoom?.additions = {
            [PlanAddition(view: badge, from: shown, to: shown.with(\.alpha, 0), placement: .aboveScreens)]
        }
        scene.host.present(scene.detail, from: scene.grid, transition: transition)
        let presenting = try #require(scene.host.madeAnimators.last?.object)
        #expect(presenting.run.plan?.roles.last == .snapshot("added.0"))
        let container = try #require(scene.detail.view.superview?.superview)
        let names = container.subviews.map(\.name)
        #expect(names.last == "snapshot of badge", "\(names)")
        #expect(badge.isHidden)
        scene.settle()
        #expect(!badge.isHidden && badge.alpha == 1 && badge.frame == shown.frame)
        scene.model.dismiss(scene.detail)
        #expect(badge.isHidden && container.subviews.last?.name == "snapshot of badge")
        scene.settle()
        #expect(!badge.isHidden && badge.alpha == 1 && badge.frame == shown.frame)
        #expect(!container.subviews.map(\.name).contains("snapshot of badge"))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
