import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Observers that know the transition: `.willBegin` arrives once the arriving screen is
/// in place, with the played style, its duration and geometry; alongside animations cover a part of
/// the progress; an observer can follow one screen pair; observers may add and remove observers
/// while called.
@MainActor
@Suite struct NavigationDelegateCoreObserverTests {
    let scene = NavigationScene()

    @Test(arguments: ModeledPlayer.allCases, NavigationOperation.allCases)
    func willBeginArrivesAfterTheArrivingScreenIsInPlace(
        player: ModeledPlayer, operation: NavigationOperation
    ) {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: player.transition)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let detail = scene.screen("detail")
        if operation == .pop {
            navigation.pushViewController(detail, animated: true)
            scene.settle()
        }
        var arrivingInPlace: [Bool] = []
        _ = transitions.core.announcer.addObserver { announcement in
            guard announcement.phase == .willBegin else { return }
            arrivingInPlace.append(announcement.to.viewIfLoaded?.superview === navigation.containerView)
        }
        if operation == .push {
            navigation.pushViewController(detail, animated: true)
        } else {
            _ = navigation.popViewController(animated: true)
        }
        scene.settle()
        #expect(arrivingInPlace == [true], "willBegin once, with the arriving screen in the container")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension NavigationDelegateCoreObserverTests {
    @Test func theLibrarysTransitionIsReportedWithItsStyleDurationAndGeometry() throws {
        let style = TransitionStyle.crossFade.duration(0.4)
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: ModeledTransition(style))
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        var events: [TransitionAnnouncement<ViewControllerModel>] = []
        _ = transitions.core.announcer.addObserver { events.append($0) }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        try #require(events.count == 2)
        for event in events {
            #expect(event.style == style)
            #expect(event.duration == 0.4)
            #expect(event.geometry?.containerBounds == navigation.containerView.bounds)
        }
        #expect(events.map(\.phase) == [.willBegin, .didEnd])
    }

    @Test func uiKitsTransitionIsReportedWithItsDurationAndNoStyle() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        var events: [TransitionAnnouncement<ViewControllerModel>] = []
        _ = transitions.core.announcer.addObserver { events.append($0) }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        try #require(events.count == 2)
        #expect(events.allSatisfy { $0.style == nil && $0.geometry == nil })
        #expect(events.allSatisfy { $0.duration == 0.35 }, "the model of UIKit's slide lasts 0.35 s")
    }

    @Test func alongsideAnimationsCoverThePartOfTheProgressAskedFor() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let badge = ViewModel("badge", ledger: scene.ledger)
        _ = transitions.core.announcer.addObserver { announcement in
            announcement.alongside?(.alongsidePart(from: 0.25, to: 1)) { badge.alpha = 0 }
        }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        let animator = try #require(transitions.madeAnimators.last?.object)
        #expect(animator.alongsideWindows == [TimeWindow(start: 0.25, end: 1)])
        scene.settle()
        #expect(badge.alpha == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPartOfUIKitsOwnTransitionIsPassedToTheNestedKeyframe() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let badge = ViewModel("badge", ledger: scene.ledger)
        let title = ViewModel("title", ledger: scene.ledger)
        _ = transitions.core.announcer.addObserver { announcement in
            announcement.alongside?(.alongsidePart(from: 0.25, to: 0.75)) { badge.alpha = 0 }
            announcement.alongside?(.full) { title.alpha = 0.5 }
        }
        let reports = Diagnostics.record {
            navigation.pushViewController(scene.screen("detail"), animated: true)
            scene.settle()
        }
        #expect(
            transitions.keyframeWindows == [TimeWindow(start: 0.25, end: 0.75)], "the whole one runs directly"
        )
        #expect(badge.alpha == 0 && title.alpha == 0.5)
        #expect(reports.isEmpty, "\(reports)")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [(0.8, 0.2, 0.2, 0.8), (-0.5, 2, 0, 1), (Double.nan, 0.5, 0, 0.5)])
    func aBadPartIsNormalizedAndReported(start: Double, end: Double, low: Double, high: Double) {
        var window = TimeWindow.full
        let reports = Diagnostics.record { window = .alongsidePart(from: start, to: end) }
        #expect(window == TimeWindow(start: low, end: high))
        #expect(reports.count == 1)
        #expect(reports.first?.category == "observers")
    }

    @Test func aGoodPartIsNotReported() {
        let reports = Diagnostics.record { _ = TimeWindow.alongsidePart(from: 0, to: 0.5) }
        #expect(reports.isEmpty)
    }

    @Test func aPairObserverHearsOnlyItsPairBothWays() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = NavigationControllerModel(
            rootViewController: GridScreenModel("grid", ledger: scene.ledger), ledger: scene.ledger,
            clock: scene.clock)
        scene.window.addSubview(navigation.view)
        transitions.attach(to: navigation)
        var pair = NavigationDelegateCore<ModeledTransitions>.ObservedPair()
        pair.register(true, from: GridScreenModel.self, to: ViewerScreenModel.self)
        var lines: [String] = []
        _ = transitions.core.announcer.addObserver(for: pair) { announcement in
            lines.append("\(announcement.phase) \(announcement.operation) \(announcement.to.name)")
        }
        navigation.pushViewController(ViewerScreenModel("viewer", ledger: scene.ledger), animated: true)
        scene.settle()
        navigation.pushViewController(scene.screen("other"), animated: true)
        scene.settle()
        _ = navigation.popViewController(animated: true)
        scene.settle()
        _ = navigation.popViewController(animated: true)
        scene.settle()
        #expect(
            lines == [
                "willBegin push viewer", "didEnd push viewer", "willBegin pop grid", "didEnd pop grid",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anObserverMayRemoveItselfAndAddAnotherWhileCalled() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let core = transitions.core
        var lines: [String] = []
        final class IDs {
            var first: TransitionObserverID?
            var later: TransitionObserverID?
        }
        let ids = IDs()
        ids.first = core.announcer.addObserver { announcement in
            lines.append("first \(announcement.phase)")
            if let first = ids.first { core.announcer.removeObserver(first) }
            _ = core.announcer.addObserver { lines.append("added \($0.phase)") }
            if let later = ids.later { core.announcer.removeObserver(later) }
        }
        ids.later = core.announcer.addObserver { lines.append("removed by first \($0.phase)") }
        _ = core.announcer.addObserver { lines.append("last \($0.phase)") }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(lines == ["first willBegin", "last willBegin", "last didEnd", "added didEnd"])
    }

    @Test func aDrivenPopIsInteractiveInEveryEvent() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        var events: [TransitionAnnouncement<ViewControllerModel>] = []
        _ = transitions.core.announcer.addObserver { events.append($0) }
        let interaction = try #require(driver.beginPop())
        interaction.update(0.5)
        interaction.finish()
        scene.settle()
        #expect(events.map(\.phase) == [.willBegin, .didEnd])
        #expect(events.allSatisfy { $0.isInteractive })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension NavigationDelegateCoreObserverTests {
    @Test func anEndedTransitionKeepsNoScreenAlive() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        weak var detail: ViewControllerModel?
        do {
            let screen = scene.screen("detail")
            detail = screen
            navigation.pushViewController(screen, animated: true)
            scene.settle()
            _ = navigation.popViewController(animated: true)
            scene.settle()
        }
        #expect(detail == nil, "the announcement of the pop does not outlive it")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
