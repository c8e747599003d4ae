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
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let model: PresentationModel
    let animations: AnimatorFactoryModel
    let grid: ViewControllerModel
    let detail: ViewControllerModel
    let delegate = ScriptedTransitioningDelegate()

    init() {
        window = ViewModel.window(ledger: ledger)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        model = PresentationModel(window: window, animations: animations)
        grid = ViewControllerModel("grid", ledger: ledger)
        detail = ViewControllerModel("detail", ledger: ledger)
        window.addSubview(grid.view)
        grid.view.frame = window.bounds
    }

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .automatic])
    func aSheetStyleGetsUIKitsSheetWithoutAskingTheDelegate(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        let sheet = try #require(model.sheetPresentationController(of: detail))
        sheet.detents = [.medium, .large]
        model.present(detail, from: grid)
        let context = try #require(model.running?.context)
        #expect(delegate.presentationControllersAsked == 0)
        #expect(model.presentationController(of: detail)?.sheet === sheet)
        let frame = sheet.frame(in: window.bounds)
        #expect(frame.height == (window.bounds.height - sheet.topGap) / 2, "the smallest detent")
        #expect(frame.maxY == window.bounds.maxY && frame.width == window.bounds.width)
        #expect(context.finalFrame(for: detail) == frame)
        clock.runUntilIdle()
        #expect(detail.view.frame == frame, "UIKit's own animation lands in the sheet")
        #expect(grid.view.isInWindow)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aSelectedDetentIsWhereTheSheetRests() throws {
        detail.modalPresentationStyle = .pageSheet
        let sheet = try #require(model.sheetPresentationController(of: detail))
        sheet.detents = [.medium, .large]
        sheet.selectedDetentIdentifier = "large"
        #expect(sheet.frame(in: window.bounds).minY == sheet.topGap)
        sheet.selectedDetentIdentifier = "unknown"
        #expect(sheet.restingDetent(in: window.bounds)?.identifier == "medium")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func otherStylesHaveNoSheet() {
        detail.modalPresentationStyle = .overFullScreen
        #expect(model.sheetPresentationController(of: detail) == nil)
    }

    @Test func detentsDocumentedErrorsAreRecorded() throws {
        detail.modalPresentationStyle = .pageSheet
        let sheet = try #require(model.sheetPresentationController(of: detail))
        let empty = ledger.expect(SheetPresentationControllerModel.Contract.detentsNotEmpty) {
            sheet.detents = []
        }
        #expect(empty.count == 1)
        let repeated = ledger.expect(SheetPresentationControllerModel.Contract.uniqueIdentifiers) {
            sheet.detents = [.custom("row") { _ in 100 }, .custom("row") { _ in 200 }]
        }
        #expect(repeated.count == 1)
        sheet.detents = [.large, .medium]
        let unordered = ledger.expect(SheetPresentationControllerModel.Contract.detentsAscending) {
            _ = sheet.frame(in: window.bounds)
        }
        #expect(unordered.count == 1)
        sheet.detents = [
            .custom("peek") { [sheet] maximum in
                sheet.prefersGrabberVisible = true
                return maximum / 4
            }
        ]
        let setting = ledger.expect(SheetPresentationControllerModel.Contract.noSetWhileResolving) {
            _ = sheet.frame(in: window.bounds)
        }
        #expect(!setting.isEmpty)
    }

    /// An animator that puts the presented view at the container's bounds, not the sheet's frame,
    /// breaks the final frame UIKit gives it.
    @Test func aPresentationEndingOutsideTheSheetsFrameIsRecorded() throws {
        detail.modalPresentationStyle = .pageSheet
        detail.transitioningDelegate = delegate
        delegate.presentation = InterruptibleAnimationController(animations: animations)
        let sheet = try #require(model.sheetPresentationController(of: detail))
        sheet.detents = [.medium]
        let recorded = ledger.expect(PresentationModel.Contract.finalFrameRespected) {
            model.present(detail, from: grid)
            clock.runUntilIdle()
        }
        #expect(recorded.count == 1)
    }

    @Test func aSwipeDownDismissesInteractivelyAndTellsTheDelegate() throws {
        detail.modalPresentationStyle = .pageSheet
        let sheet = try #require(model.sheetPresentationController(of: detail))
        model.present(detail, from: grid)
        clock.runUntilIdle()
        let swipe = try #require(model.swipeDown(detail))
        #expect(sheet.delegateCalls == [.willDismiss])
        #expect(model.running?.context.isInteractive == true)
        #expect(detail.isBeingDismissed)
        swipe.update(0.6)
        swipe.finish()
        clock.runUntilIdle()
        #expect(detail.presentingViewController == nil)
        #expect(sheet.delegateCalls == [.willDismiss, .didDismiss])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test(arguments: [true, false])
    func aRefusedSwipeOnlyTellsTheDelegate(modal: Bool) throws {
        detail.modalPresentationStyle = .pageSheet
        detail.isModalInPresentation = modal
        let sheet = try #require(model.sheetPresentationController(of: detail))
        sheet.shouldDismiss = { modal }
        model.present(detail, from: grid)
        clock.runUntilIdle()
        #expect(model.swipeDown(detail) == nil)
        #expect(model.running == nil)
        #expect(sheet.delegateCalls == [.didAttemptToDismiss])
        #expect(detail.presentingViewController === grid)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aCoverHasNoSwipe() {
        detail.modalPresentationStyle = .overFullScreen
        model.present(detail, from: grid)
        clock.runUntilIdle()
        #expect(model.swipeDown(detail) == nil)
        #expect(detail.presentingViewController === grid)
    }
}
