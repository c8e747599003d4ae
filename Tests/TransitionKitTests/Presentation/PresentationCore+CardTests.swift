import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The card presented (the card) over the presentation contract model: the presented
/// screen grows out of the card and the dismissal shrinks it into the card read again then; what
/// a dismissal driver asks about the shown presentation is the card kind.
@MainActor
@Suite struct PresentationCoreCardTests {
    let scene = PresentationScene()

    func card(source: @escaping @MainActor () -> ViewModel?) -> PresentedTransition {
        PresentedTransition(
            .card(cornerRadius: 16), zoom: ZoomLookup(source: source, destination: { nil }),
            hidesSource: false)
    }

    /// The card's dismissal is dragged away like a zoom's ("its dismissal is draggable
    /// with the same driver"): a shown card takes the delegate's dismissal driver.
    @Test func aShownCardTakesTheDismissalDriver() {
        let coordinator = scene.host.coordinator
        scene.host.present(scene.detail, from: scene.grid, transition: card { [cell = scene.cell] in cell })
        scene.settle()
        #expect(coordinator.dismissalPlaysZoom(of: scene.detail))
        #expect(coordinator.zoomDismissalScreen() === scene.detail)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCardPresentsAndDismissesIntoTheCardReadAgain() throws {
        let source = SourceBox(scene.cell)
        let log = scene.host.recordAnnouncements()
        var completions = 0
        scene.host.present(scene.detail, from: scene.grid, transition: card { source.view }) {
            completions += 1
        }
        scene.settle()
        #expect(completions == 1)
        #expect(scene.host.coordinator.shownStyle(of: scene.detail)?.kind == .card)
        #expect(scene.detail.view.cornerRadius == 0 && !scene.detail.view.clipsToBounds)
        source.view = scene.otherCell
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        let plans = scene.host.madeAnimators.map(\.decision.style?.kind)
        #expect(plans == [.card, .card])
        let frames = log.announcements.filter { $0.phase == .willBegin }.map { $0.geometry?.zoom.sourceFrame }
        #expect(frames == [PresentationScene.cellFrame, PresentationScene.otherCellFrame])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A card that was released before the presentation: the cross-fade plays, whole.
    @Test func aMissingCardCrossFades() {
        var completions = 0
        scene.host.present(scene.detail, from: scene.grid, transition: card { nil }) { completions += 1 }
        scene.settle()
        #expect(completions == 1)
        #expect(scene.detail.view.alpha == 1 && !scene.detail.view.clipsToBounds)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
