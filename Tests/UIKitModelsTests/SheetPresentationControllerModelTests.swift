import Foundation
import Testing
import TransitionKitCore
import UIKitModels

/// The sheet presentation controller model follows `UISheetPresentationController.h` and
/// `UIPresentationController.h`: UIKit's own controller for the sheet styles (the delegate is not
/// asked for one), the sheet's frame as the presented view's final frame, detents' documented
/// errors, and the swipe-down with `isModalInPresentation` and the adaptive delegate.
@MainActor
@Suite struct SheetPresentationControllerModelTests {
    let scene = PresentationWindow(navigation: false)
    let detail: ViewControllerModel
    let delegate = ScriptedTransitioningDelegate()

    init() {
        detail = ViewControllerModel("detail", ledger: scene.ledger)
    }

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .automatic])
    func aSheetStyleGetsUIKitsSheetWithoutAskingTheDelegate(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        let sheet = try #require(scene.model.sheetPresentationController(of: detail))
        sheet.detents = [.medium, .large]
        scene.model.present(detail, from: scene.grid)
        let context = try #require(scene.model.running?.context)
        #expect(delegate.presentationControllersAsked == 0)
        #expect(scene.model.presentationController(of: detail)?.sheet === sheet)
        let frame = sheet.frame(in: scene.window.bounds)
        #expect(frame.height == (scene.window.bounds.height - sheet.topGap) / 2, "the smallest detent")
        #expect(frame.maxY == scene.window.bounds.maxY && frame.width == scene.window.bounds.width)
        #expect(context.finalFrame(for: detail) == frame)
        scene.clock.runUntilIdle()
        #expect(detail.view.frame == frame, "UIKit's own animation lands in the sheet")
        #expect(scene.grid.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSelectedDetentIsWhereTheSheetRests() throws {
        detail.modalPresentationStyle = .pageSheet
        let sheet = try #require(scene.model.sheetPresentationController(of: detail))
        sheet.detents = [.medium, .large]
        sheet.selectedDetentIdentifier = "large"
        #expect(sheet.frame(in: scene.window.bounds).minY == sheet.topGap)
        sheet.selectedDetentIdentifier = "unknown"
        #expect(sheet.restingDetent(in: scene.window.bounds)?.identifier == "medium")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func otherStylesHaveNoSheet() {
        detail.modalPresentationStyle = .overFullScreen
        #expect(scene.model.sheetPresentationController(of: detail) == nil)
    }

    @Test func detentsDocumentedErrorsAreRecorded() throws {
        detail.modalPresentationStyle = .pageSheet
        let sheet = try #require(scene.model.sheetPresentationController(of: detail))
        let empty = scene.ledger.expect(SheetPresentationControllerModel.Contract.detentsNotEmpty) {
            sheet.detents = []
        }
        #expect(empty.count == 1)
        let repeated = scene.ledger.expect(SheetPresentationControllerModel.Contract.uniqueIdentifiers) {
            sheet.detents = [.custom("row") { _ in 100 }, .custom("row") { _ in 200 }]
        }
        #expect(repeated.count == 1)
        sheet.detents = [.large, .medium]
        let unordered = scene.ledger.expect(SheetPresentationControllerModel.Contract.detentsAscending) {
            _ = sheet.frame(in: scene.window.bounds)
        }
        #expect(unordered.count == 1)
        sheet.detents = [
            .custom("peek") { [sheet] maximum in
                sheet.prefersGrabberVisible = true
                return maximum / 4
            }
        ]
        let setting = scene.ledger.expect(SheetPresentationControllerModel.Contract.noSetWhileResolving) {
            _ = sheet.frame(in: scene.window.bounds)
        }
        #expect(!setting.isEmpty)
    }

    /// An animator that puts the presented view at the container's bounds, not the sheet's frame,
    /// breaks the final frame UIKit gives it.
    @Test func aPresentationEndingOutsideTheSheetsFrameIsRecorded() throws {
        detail.modalPresentationStyle = .pageSheet
        detail.transitioningDelegate = delegate
        delegate.presentation = InterruptibleAnimationController(animations: scene.animations)
        let sheet = try #require(scene.model.sheetPresentationController(of: detail))
        sheet.detents = [.medium]
        let recorded = scene.ledger.expect(PresentationModel.Contract.finalFrameRespected) {
            scene.model.present(detail, from: scene.grid)
            scene.clock.runUntilIdle()
        }
        #expect(recorded.count == 1)
    }

    @Test func aSwipeDownDismissesInteractivelyAndTellsTheDelegate() throws {
        detail.modalPresentationStyle = .pageSheet
        let sheet = try #require(scene.model.sheetPresentationController(of: detail))
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        let swipe = try #require(scene.model.swipeDown(detail))
        #expect(sheet.delegateCalls == [.willDismiss])
        #expect(scene.model.running?.context.isInteractive == true)
        #expect(detail.isBeingDismissed)
        swipe.update(0.6)
        swipe.finish()
        scene.clock.runUntilIdle()
        #expect(detail.presentingViewController == nil)
        #expect(sheet.delegateCalls == [.willDismiss, .didDismiss])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [true, false])
    func aRefusedSwipeOnlyTellsTheDelegate(modal: Bool) throws {
        detail.modalPresentationStyle = .pageSheet
        detail.isModalInPresentation = modal
        let sheet = try #require(scene.model.sheetPresentationController(of: detail))
        sheet.shouldDismiss = { modal }
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        #expect(scene.model.swipeDown(detail) == nil)
        #expect(scene.model.running == nil)
        #expect(sheet.delegateCalls == [.didAttemptToDismiss])
        #expect(detail.presentingViewController === scene.grid)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCoverHasNoSwipe() {
        detail.modalPresentationStyle = .overFullScreen
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        #expect(scene.model.swipeDown(detail) == nil)
        #expect(detail.presentingViewController === scene.grid)
    }
}
