import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A zoom or a card into a sheet, over the presentation contract model: the app's `.pageSheet`
/// or `.formSheet` (and `.automatic`, UIKit's page sheet) stays UIKit's sheet — its detents,
/// grabber and corner radius as the app set them, `isModalInPresentation` and the swipe-down —
/// the zoom lands in the sheet's frame, and the sheet's swipe-down plays the zoom back to its
/// source.
@MainActor
@Suite struct PresentationCoreSheetTests {
    let scene = PresentationScene()

    func card() -> PresentedTransition {
        PresentedTransition(
            .card(cornerRadius: 16),
            zoom: ZoomLookup(source: { [cell = scene.cell] in cell }, destination: { nil }),
            hidesSource: false)
    }

    /// The sheet the app configured before presenting, at the medium detent, with its grabber.
    func configuredSheet(_ style: PresentationStyle) throws -> SheetPresentationControllerModel {
        scene.detail.modalPresentationStyle = style
        let sheet = try #require(scene.model.sheetPresentationController(of: scene.detail))
        sheet.detents = [.medium, .large]
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        return sheet
    }

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .automatic], [true, false])
    func aZoomOrACardIntoASheetKeepsUIKitsSheet(style: PresentationStyle, zooms: Bool) throws {
        let sheet = try configuredSheet(style)
        scene.host.present(scene.detail, from: scene.grid, transition: zooms ? scene.zoom() : card())
        #expect(
            scene.detail.modalPresentationStyle == (style == .automatic ? .pageSheet : style),
            "the app's style as UIKit reads it (UIViewController.h:245), not .custom")
        let controller = try #require(scene.model.presentationController(of: scene.detail))
        #expect(controller.sheet === sheet, "UIKit's sheet, configured before the presentation")
        #expect(controller.presentedView === scene.detail.view, "no wrapper of the library's")
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance)
        #expect(scene.host.modalToAccessibility.isEmpty)
        scene.settle()
        #expect(scene.host.madeAnimators.map(\.decision.style?.kind) == [zooms ? .zoom : .card])
        #expect(sheet.detents.map(\.identifier) == ["medium", "large"])
        #expect(sheet.prefersGrabberVisible && sheet.preferredCornerRadius == 20)
        #expect(
            scene.detail.view.frame == sheet.frame(in: scene.window.bounds), "the zoom lands in the sheet")
        #expect(scene.detail.view.frame.minY > scene.window.bounds.midY - 30, "the medium detent")
        #expect(scene.tabs.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The sheet's own swipe-down: the library's zoom, played backwards, is what UIKit's
    /// interaction drives; let go past the middle, the screen zooms back into the cell.
    @Test func aSwipeDownPlaysTheZoomBackToItsSource() throws {
        let sheet = try configuredSheet(.pageSheet)
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let swipe = try #require(scene.model.swipeDown(scene.detail))
        #expect(sheet.delegateCalls == [.willDismiss])
        swipe.update(0.5)
        swipe.finish()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(sheet.delegateCalls == [.willDismiss, .didDismiss])
        #expect(scene.host.madeAnimators.map(\.decision.style) == [.zoom, .zoom])
        let begun = log.announcements.filter { $0.phase == .willBegin }
        #expect(begun.map(\.operation) == [.push, .pop])
        #expect(
            begun.map { $0.geometry?.zoom.sourceFrame } == [
                PresentationScene.cellFrame, PresentationScene.cellFrame,
            ])
        #expect(scene.cell.isInWindow && !scene.cell.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The swipe starts the dismissal interactive (the transition coordinator's `initiallyInteractive`),
    /// so observers hear it as a gesture's, at its start and at its end, let go short or not.
    @Test(arguments: [true, false])
    func aSwipeDownIsAnnouncedInteractive(finishes: Bool) throws {
        _ = try configuredSheet(.pageSheet)
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let swipe = try #require(scene.model.swipeDown(scene.detail))
        swipe.update(finishes ? 0.6 : 0.2)
        if finishes { swipe.finish() } else { swipe.cancel() }
        scene.settle()
        let end = finishes ? "didEnd" : "didCancel"
        #expect(
            log.lines == [
                "willBegin push grid→detail presentation", "didEnd push grid→detail presentation",
                "willBegin pop detail→grid presentation interactive",
                "\(end) pop detail→grid presentation interactive",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Let go short, the sheet is back where it rests, still UIKit's, still presented.
    @Test func aSwipeDownLetGoShortKeepsTheSheet() throws {
        let sheet = try configuredSheet(.pageSheet)
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let swipe = try #require(scene.model.swipeDown(scene.detail))
        swipe.update(0.2)
        swipe.cancel()
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.detail.modalPresentationStyle == .pageSheet)
        #expect(scene.detail.view.frame == sheet.frame(in: scene.window.bounds))
        #expect(sheet.delegateCalls == [.willDismiss])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `isModalInPresentation`: the swipe does nothing but tell the delegate.
    @Test func aModalSheetRefusesTheSwipe() throws {
        let sheet = try configuredSheet(.pageSheet)
        scene.detail.isModalInPresentation = true
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        #expect(scene.model.swipeDown(scene.detail) == nil)
        #expect(scene.model.running == nil)
        #expect(sheet.delegateCalls == [.didAttemptToDismiss])
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.host.madeAnimators.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A sheet is dismissed by its own swipe: the delegate's zoom dismissal driver (drag and pinch)
    /// does not attach to it, and attaches to a cover.
    @Test(arguments: [PresentationStyle.pageSheet, .overFullScreen])
    func theZoomDismissalDriverLeavesASheetToItsSwipe(style: PresentationStyle) {
        scene.detail.modalPresentationStyle = style
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let attached = scene.host.coordinator.zoomDismissalScreen()
        #expect(attached === (style == .pageSheet ? nil : scene.detail))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
