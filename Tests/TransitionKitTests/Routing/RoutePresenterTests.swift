import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Who presents a covered screen's sheet: the navigation controller, while the screen
/// is off the window and the stack is on it; nobody while neither is.
struct RoutePresenterTests {
    @Test func aScreenOnTheWindowPresentsItself() {
        #expect(RoutePresenter(screenIsInWindow: true, stackIsInWindow: true) == .screen)
        #expect(RoutePresenter(screenIsInWindow: true, stackIsInWindow: false) == .screen)
    }

    @Test func aCoveredScreenPresentsThroughTheStack() {
        #expect(RoutePresenter(screenIsInWindow: false, stackIsInWindow: true) == .stack)
    }

    @Test func withNothingOnTheWindowNobodyPresents() {
        #expect(RoutePresenter(screenIsInWindow: false, stackIsInWindow: false) == .refused)
    }

    @Test(arguments: [RoutePresenter.screen, .stack, .refused])
    func eachPresenterRunsItsOwnPresentation(presenter: RoutePresenter) {
        var ran: [String] = []
        let reports = Diagnostics.record {
            presenter.present(fromScreen: { ran.append("screen") }, fromStack: { ran.append("stack") })
        }
        #expect(ran == (presenter == .refused ? [] : ["\(presenter)"]))
        #expect(reports.map(\.category) == (presenter == .refused ? ["routing"] : []))
    }
}

/// The route presenter under UIKit's window rule, over the strict presentation model: whatever a
/// stack's screens ask, UIKit is never asked to present from a controller out of the window.
@MainActor
@Suite struct RoutePresenterWindowTests {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let model: PresentationModel
    let navigation: NavigationControllerModel
    let root: ViewControllerModel
    let top: ViewControllerModel

    init() {
        window = ViewModel.window(ledger: ledger)
        model = PresentationModel(
            window: window, animations: AnimatorFactoryModel(ledger: ledger, clock: clock))
        root = ViewControllerModel("root", ledger: ledger)
        top = ViewControllerModel("top", ledger: ledger)
        navigation = NavigationControllerModel(
            "navigation", rootViewController: root, ledger: ledger, clock: clock)
        window.addSubview(navigation.view)
        navigation.pushViewController(top, animated: false)
        clock.runUntilIdle()
    }

    /// What `RouteHostingController.present` does for `screen`.
    private func present(_ sheet: ViewControllerModel, asked screen: ViewControllerModel) {
        RoutePresenter(
            screenIsInWindow: screen.viewIfLoaded?.isInWindow == true,
            stackIsInWindow: navigation.viewIfLoaded?.isInWindow == true
        ).present(
            fromScreen: { model.present(sheet, from: screen) },
            fromStack: { model.present(sheet, from: navigation) })
        clock.runUntilIdle()
    }

    @Test(arguments: [false, true])
    func aSheetAskedByAnyScreenOfAStackOnScreenIsPresented(byTheRoot: Bool) {
        let sheet = ViewControllerModel("sheet", ledger: ledger)
        #expect(root.viewIfLoaded?.isInWindow != true, "the root is covered")
        present(sheet, asked: byTheRoot ? root : top)
        #expect(sheet.presentingViewController === navigation)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aSheetAskedWhileTheStackIsOffTheWindowIsNotAskedOfUIKit() {
        navigation.view.removeFromSuperview()
        let sheet = ViewControllerModel("sheet", ledger: ledger)
        let reports = Diagnostics.record { present(sheet, asked: top) }
        #expect(model.events.isEmpty)
        #expect(sheet.presentingViewController == nil)
        #expect(reports.map(\.category) == ["routing"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }
}
