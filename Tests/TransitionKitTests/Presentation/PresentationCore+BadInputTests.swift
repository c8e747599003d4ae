import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Bad input around presentations: each has a documented outcome — never a trap,
/// never a screen left half-dismissed.
@MainActor
@Suite struct PresentationCoreBadInputTests {
    let scene = PresentationScene()

    enum Presenter: String, CaseIterable, Sendable {
        case tabBar, navigation, split, collapsedSplit
    }

    @Test(arguments: Presenter.allCases)
    func aContainerPresenterPresentsFromTheScreenItShows(presenter: Presenter) throws {
        let source: ViewControllerModel
        switch presenter {
        case .tabBar: source = scene.tabs
        case .navigation: source = scene.navigation
        case .split, .collapsedSplit:
            let primary = ViewControllerModel("primary", ledger: scene.ledger)
            let stack = NavigationControllerModel(
                "secondary", rootViewController: ViewControllerModel("grid", ledger: scene.ledger),
                ledger: scene.ledger, clock: scene.clock)
            let split = SplitViewControllerModel(
                "split", viewControllers: [primary, stack], ledger: scene.ledger)
            split.isCollapsed = presenter == .collapsedSplit
            scene.tabs.view.removeFromSuperview()
            scene.window.addSubview(split.view)
            source = split
        }
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: source, transition: PresentedTransition(.crossFade))
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        let expected = presenter == .collapsedSplit ? "primary" : "grid"
        #expect(
            log.lines == [
                "willBegin push \(expected)→detail presentation",
                "didEnd push \(expected)→detail presentation",
                "willBegin pop detail→\(expected) presentation", "didEnd pop detail→\(expected) presentation",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPresenterWhoseTabChangedIsDismissedToTheRememberedScreenWithTheFallback() throws {
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        scene.tabs.selectedIndex = 1
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(log.lines.last == "didEnd pop detail→grid presentation")
        let begin = try #require(log.announcements.last { $0.phase == .willBegin })
        #expect(
            begin.geometry?.zoom.sourceFrame == nil, "the cell is off screen: the zoom's cross-fade fallback")
        #expect(scene.detail.presentingViewController == nil && !scene.detail.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPresentingScreenReleasedBeforeTheDismissalGivesWayToTheScreenShownNow() throws {
        let home = ViewControllerModel("home", ledger: scene.ledger)
        let stack = NavigationControllerModel(
            "stack", rootViewController: home, ledger: scene.ledger, clock: scene.clock)
        scene.tabs.view.removeFromSuperview()
        scene.window.addSubview(stack.view)
        weak var released: ViewControllerModel?
        do {
            let list = ViewControllerModel("list", ledger: scene.ledger)
            released = list
            stack.setViewControllers([home, list], animated: false)
            scene.host.present(scene.detail, from: list, transition: PresentedTransition(.crossFade))
            scene.settle()
            stack.setViewControllers([home], animated: false)
            scene.settle()
        }
        #expect(released == nil)
        let log = scene.host.recordAnnouncements()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(
            log.lines == ["willBegin pop detail→home presentation", "didEnd pop detail→home presentation"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalRequestedWhileThePresentationRunsIsRefusedAndThePresentationCompletes() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let reports = Diagnostics.record {
            #expect(
                !scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        }
        #expect(reports.map(\.category) == ["presentations"])
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "presented, whole")
        #expect(scene.detail.view.isInWindow && scene.detail.view.alpha == 1)
        #expect(scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        interaction.finish()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSourceViewThatDisappearedPlaysTheFallback() throws {
        let source = SourceBox(scene.cell)
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom(source: { source.view }))
        scene.settle()
        scene.cell.removeFromSuperview()
        source.view = nil
        scene.model.dismiss(scene.detail)
        scene.settle()
        let begin = try #require(log.announcements.last { $0.phase == .willBegin })
        #expect(begin.geometry?.zoom.sourceFrame == nil)
        #expect(log.lines.last == "didEnd pop detail→grid presentation")
        #expect(!scene.detail.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPresentedControllerReleasedMidDismissalEndsWhole() {
        weak var released: ViewControllerModel?
        var interaction: PercentDrivenTransitionModel? = PercentDrivenTransitionModel(ledger: scene.ledger)
        do {
            let viewer = ViewControllerModel("viewer", ledger: scene.ledger)
            released = viewer
            scene.host.present(viewer, from: scene.grid, transition: PresentedTransition(.crossFade))
            scene.settle()
            #expect(scene.host.coordinator.beginInteractiveDismissal(of: viewer, interaction: interaction!))
        }
        interaction?.update(0.4)
        interaction?.finish()
        scene.settle()
        interaction = nil  // the driver lets go of its interaction controller (it keeps its context)
        #expect(released == nil, "nothing keeps it once dismissed")
        #expect(scene.tabs.presentedViewController == nil)
        #expect(scene.window.subviews.map(\.name) == ["tabs"], "no container left behind")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func presentingTwiceOrFromABusyPresenterIsReportedAndChangesNothing() {
        scene.host.present(scene.detail, from: scene.grid, transition: PresentedTransition(.crossFade))
        scene.settle()
        var completions = 0
        let reports = Diagnostics.record {
            scene.host.present(scene.detail, from: scene.grid) { completions += 1 }
            scene.host.present(scene.settings, from: scene.grid) { completions += 1 }
        }
        scene.settle()
        #expect(reports.map(\.category) == ["presentations", "presentations"])
        #expect(completions == 0)
        #expect(scene.tabs.presentedViewController === scene.detail)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalHookOnAControllerThisDelegateDidNotPresentIsRefused() {
        let stranger = ViewControllerModel("stranger", ledger: scene.ledger)
        let reports = Diagnostics.record {
            #expect(
                !scene.host.coordinator.beginInteractiveDismissal(
                    of: stranger, interaction: PercentDrivenTransitionModel(ledger: scene.ledger)))
        }
        #expect(reports.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
