import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A presentation zooming by identifier (`.zoom(id:)` given to a presentation, a
/// SwiftUI card by identifier) over the presentation contract model: the presenting screen's tree
/// is walked although UIKit hands the animator no presenting view, the source is read again at the
/// dismissal, and each bad input of the issue has its outcome.
@MainActor
@Suite struct PresentationCoreIdentifierTests {
    let scene = PresentationScene()

    /// Presents the detail from the grid with `style`, lets it settle, dismisses it and lets that
    /// settle; between the two, `between` runs. Returns the zoom frames of both staged transitions.
    func presentAndDismiss(_ style: TransitionStyle, between: () -> Void = {}) -> [TransitionGeometry.Zoom?] {
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: PresentedTransition(style))
        scene.settle()
        between()
        scene.model.dismiss(scene.detail)
        scene.settle()
        return log.announcements.filter { $0.phase == .willBegin }.map { $0.geometry?.zoom }
    }

    func mark(_ views: [ViewModel], _ identifier: String) {
        for view in views { scene.staging.transitionIDs[ObjectIdentifier(view)] = identifier }
    }

    /// Apple's zoom: the view marked in the presenting screen grows into the whole presented
    /// screen (it marks nothing), and the dismissal shrinks into the view marked then.
    @Test func anIdentifierInThePresentingScreenOnlyZoomsIntoTheWholeScreenAndBack() {
        mark([scene.cell], "poster-7")
        let zooms = presentAndDismiss(.zoom(identifier: "poster-7")) {
            scene.staging.transitionIDs = [ObjectIdentifier(scene.otherCell): "poster-7"]
        }
        #expect(
            zooms.map { $0?.sourceFrame } == [PresentationScene.cellFrame, PresentationScene.otherCellFrame])
        #expect(zooms.map { $0?.destinationFrame } == [nil, nil])
        #expect(scene.host.madeAnimators.map(\.decision.style?.kind) == [.zoom, .zoom])
        #expect(!scene.cell.isHidden && !scene.otherCell.isHidden, "a source was left hidden")
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anIdentifierInBothScreensZoomsBetweenTheTwoViews() {
        mark([scene.cell, scene.photo], "poster-7")
        let zooms = presentAndDismiss(.zoom(identifier: "poster-7"))
        #expect(zooms.map { $0?.sourceFrame } == [PresentationScene.cellFrame, PresentationScene.cellFrame])
        #expect(
            zooms.map { $0?.destinationFrame } == [
                PresentationScene.photoFrame, PresentationScene.photoFrame,
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Other views marked in both screens fly alongside the presented zoom as matched elements.
    @Test func otherViewsMarkedInBothScreensFlyAlongside() {
        let gridCaption = ViewModel(
            "grid caption", frame: CGRect(x: 20, y: 310, width: 100, height: 20), ledger: scene.ledger)
        scene.grid.view.addSubview(gridCaption)
        let detailCaption = ViewModel(
            "detail caption", frame: CGRect(x: 16, y: 500, width: 358, height: 30), ledger: scene.ledger)
        scene.detail.view.addSubview(detailCaption)
        mark([scene.cell], "poster-7")
        mark([gridCaption, detailCaption], "caption-7")
        let log = scene.host.recordAnnouncements()
        scene.host.present(
            scene.detail, from: scene.grid, transition: PresentedTransition(.zoom(identifier: "poster-7")))
        scene.settle()
        let pairs = log.announcements.first { $0.phase == .willBegin }?.geometry?.matched.pairs
        #expect(pairs?.map(\.identifier) == ["caption-7"])
        #expect(pairs?.first?.leaving.frame == gridCaption.frame)
        #expect(!gridCaption.isHidden && !detailCaption.isHidden, "a matched view was left hidden")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: two visible views marked with one identifier — the first in depth-first order
    /// is the source, a debug diagnostic says so.
    @Test func anIdentifierMarkedTwiceZoomsFromTheFirstInDepthFirstOrder() {
        mark([scene.cell, scene.otherCell], "poster-7")
        let reports = Diagnostics.record {
            let zooms = presentAndDismiss(.zoom(identifier: "poster-7"))
            #expect(zooms.first??.sourceFrame == PresentationScene.cellFrame)
        }
        #expect(reports.contains { $0.category == "matching" && $0.level == .debug })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: an identifier marked nowhere, or only on a view scrolled out of the window, or
    /// only inside the presented content — no source: the zoom's cross-fade fallback plays both
    /// ways, and the presentation and dismissal complete.
    @Test(arguments: ["nowhere", "scrolled away", "inside the presented content"])
    func aZoomWithoutASourceInThePresentingScreenCrossFades(_ where: String) {
        switch `where` {
        case "scrolled away":
            scene.cell.frame = CGRect(x: 20, y: 2_000, width: 100, height: 100)
            mark([scene.cell], "poster-7")
        case "inside the presented content":
            mark([scene.photo], "poster-7")
        default:
            break
        }
        var completions = 0
        scene.host.present(
            scene.detail, from: scene.grid, transition: PresentedTransition(.zoom(identifier: "poster-7"))
        ) { completions += 1 }
        scene.settle()
        #expect(completions == 1)
        let log = scene.host.recordAnnouncements()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(log.announcements.first?.geometry?.zoom.sourceFrame == nil)
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.detail.view.alpha == 1 && !scene.photo.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The SwiftUI card takes its source by identifier: the card's rect starts at the marked view.
    @Test func aCardByIdentifierGrowsFromTheMarkedView() {
        mark([scene.cell], "poster-7")
        let zooms = presentAndDismiss(.card(identifier: "poster-7", cornerRadius: 16))
        #expect(zooms.map { $0?.sourceFrame } == [PresentationScene.cellFrame, PresentationScene.cellFrame])
        #expect(scene.host.madeAnimators.map(\.decision.style?.kind) == [.card, .card])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
