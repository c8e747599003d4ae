import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A dismissal requested while its presentation runs turns the presentation around in place — and
/// the controller presented again while its dismissal runs turns the dismissal back — through the
/// strict models: the percent-driven interaction controller the library vends pauses the library's
/// animator where it is on screen and finishes or cancels it from there. One transition, one
/// completion, the presenter as if nothing happened; anything that cannot turn waits.
@MainActor
@Suite struct PresentationReversalTests {
    let scene = PresentationScene(ledger: ContractLedger())

    var coordinator: PresentationCore<ModeledPresentations> { scene.host.coordinator }

    /// The running transition's forward progress on screen, read from the animator its
    /// percent-driven interaction controller drives (`nil` when none runs, or it is not catchable).
    func onScreen() -> Double? {
        guard let interaction = scene.model.running?.interaction as? PercentDrivenTransitionModel,
            let animator = interaction.animator
        else { return nil }
        let fraction = Double(animator.fractionComplete)
        return animator.isReversed ? 1 - fraction : fraction
    }

    /// Lets the running transition play until it shows `progress` on screen.
    func play(until progress: Double) {
        for _ in 0..<10_000 {
            if let now = onScreen(), now >= progress { return }
            scene.clock.advance(by: 0.0005)
        }
        Issue.record("never reached \(progress)")
    }

    /// The completions UIKit was given, in order.
    func completions() -> [Bool] {
        scene.model.events.compactMap {
            if case .completeTransition(let completed) = $0 { return completed }
            return nil
        }
    }

    func presentZoom(completion: (() -> Void)? = nil) {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom(), completion: completion)
    }

    @Test(arguments: [0.02, 0.5, 0.98])
    func aDismissalDuringThePresentationTurnsItBackFromWhereItIs(progress: Double) throws {
        // The detail's own view is framed by the presentation (as by any): compared apart.
        let views = [scene.grid.view, scene.cell, scene.photo]
        let before = views.map(ViewLook.init)
        let log = scene.host.recordAnnouncements()
        var dismissed = 0
        presentZoom()
        play(until: progress)
        let caught = try #require(onScreen())
        coordinator.dismiss(scene.detail, animated: true) { dismissed += 1 }
        let turned = try #require(onScreen())
        #expect(abs(turned - caught) < 1e-9, "no jump: \(caught) → \(turned)")
        scene.clock.advance(by: 1.0 / 120)
        let next = try #require(onScreen())
        #expect(next >= turned - 1e-9, "the presentation's forward velocity carries into the turn")
        scene.settle()
        #expect(scene.detail.presentingViewController == nil, "as if never presented")
        #expect(scene.tabs.presentedViewController == nil)
        #expect(completions() == [false], "one completion, cancelled")
        #expect(scene.host.madeAnimators.count == 1, "no second transition")
        #expect(
            log.lines == [
                "willBegin push grid→detail presentation", "didCancel push grid→detail presentation",
            ])
        #expect(dismissed == 1)
        #expect(views.map(ViewLook.init) == before)
        #expect(scene.detail.view.alpha == 1 && scene.detail.view.transform2D == .identity)
        #expect(!scene.detail.view.isInWindow)
        #expect(scene.detail.modalPresentationStyle == .overFullScreen, "the app's style given back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func thePresentationAgainDuringTheDismissalTurnsItBack() throws {
        presentZoom()
        scene.settle()
        let log = scene.host.recordAnnouncements()
        var presented = 0
        coordinator.dismiss(scene.detail, animated: true, completion: nil)
        play(until: 0.4)
        presentZoom { presented += 1 }
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "still presented")
        #expect(completions() == [true, false])
        #expect(scene.host.madeAnimators.count == 2, "the presentation and the dismissal, no other")
        #expect(
            log.lines == ["willBegin pop detail→grid presentation", "didCancel pop detail→grid presentation"])
        #expect(presented == 1)
        #expect(coordinator.shownStyle(of: scene.detail) == .zoom, "shown, and dismissible again")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDoubleDismissalTurnsItOnceAndCompletesBoth() {
        var dismissed = [0, 0]
        presentZoom()
        play(until: 0.3)
        coordinator.dismiss(scene.detail, animated: true) { dismissed[0] += 1 }
        scene.clock.advance(by: 0.01)
        coordinator.dismiss(scene.detail, animated: true) { dismissed[1] += 1 }
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(completions() == [false])
        #expect(scene.host.madeAnimators.count == 1)
        #expect(dismissed == [1, 1])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func presentedAgainItTurnsForwardAgainAndTheDismissalIsMoot() {
        var presented = 0
        var dismissed = 0
        presentZoom { presented += 1 }
        play(until: 0.5)
        coordinator.dismiss(scene.detail, animated: true) { dismissed += 1 }
        scene.clock.advance(by: 0.02)
        let reports = Diagnostics.record {
            presentZoom { presented += 1 }
            scene.settle()
        }
        #expect(reports.map(\.category) == ["presentations"], "the moot dismissal is reported")
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(completions() == [true], "one transition, finished")
        #expect(scene.host.madeAnimators.count == 1)
        #expect(presented == 2, "UIKit's completion of the presentation, and the second request's")
        #expect(dismissed == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func turnedOffTheDismissalWaitsForThePresentation() {
        scene.host.navigation.reversesInterruptedTransitions = false
        var dismissed = 0
        presentZoom()
        play(until: 0.5)
        coordinator.dismiss(scene.detail, animated: true) { dismissed += 1 }
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(completions() == [true, true], "the presentation, then the dismissal")
        #expect(scene.host.madeAnimators.count == 2)
        #expect(dismissed == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [false, true])
    func aPresentationWhileAFingerDrivesTheDismissalWaitsForTheFinger(fingerFinishes: Bool) {
        presentZoom()
        scene.settle()
        var presented = 0
        let finger = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(coordinator.beginInteractiveDismissal(of: scene.detail, interaction: finger))
        finger.update(0.5)
        presentZoom { presented += 1 }
        #expect(scene.model.running?.interaction === finger, "still the finger's")
        #expect(finger.animator?.isRunning == false, "still held")
        if fingerFinishes { finger.finish() } else { finger.cancel() }
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "shown: kept, or presented again")
        #expect(completions() == (fingerFinishes ? [true, true, true] : [true, false]))
        #expect(presented == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalAsThePresentationCompletesRunsAsADismissalOfItsOwn() {
        var dismissed = 0
        presentZoom()
        // At the very moment the animator ends: the model's clock runs animators first.
        scene.clock.schedule(after: scene.host.madeAnimators[0].decision.duration) {
            coordinator.dismiss(scene.detail, animated: true) { dismissed += 1 }
        }
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(completions() == [true, true])
        #expect(dismissed == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalFromThePresentationsCompletionRunsAfterIt() {
        var dismissed = 0
        presentZoom {
            coordinator.dismiss(scene.detail, animated: true) { dismissed += 1 }
        }
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(completions() == [true, true], "after the presentation, never nested in it")
        #expect(dismissed == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalOfAControllerNotPresentedDoesNothing() {
        var dismissed = 0
        let reports = Diagnostics.record {
            coordinator.dismiss(scene.settings, animated: true) { dismissed += 1 }
            presentZoom()
            play(until: 0.5)
            coordinator.dismiss(scene.settings, animated: true) { dismissed += 1 }
            scene.settle()
        }
        #expect(reports.map(\.category) == ["presentations", "presentations"])
        #expect(scene.detail.presentingViewController === scene.tabs, "the running presentation untouched")
        #expect(completions() == [true])
        #expect(dismissed == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aControllerReleasedWhileItsPresentationTurnsBackEndsCleanly() throws {
        var screen: ViewControllerModel? = ViewControllerModel("sheet", ledger: scene.ledger)
        weak let released = screen
        screen?.modalPresentationStyle = .overFullScreen
        var dismissed = 0
        scene.host.present(
            try #require(screen), from: scene.grid, transition: PresentedTransition(.crossFade))
        play(until: 0.5)
        coordinator.dismiss(try #require(screen), animated: true) { dismissed += 1 }
        screen = nil
        scene.settle()
        #expect(released == nil, "released once UIKit let go")
        #expect(scene.tabs.presentedViewController == nil)
        #expect(completions() == [false])
        #expect(dismissed == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDismissalStartedByUIKitAloneIsNotTurnedAndThePresentationWaits() {
        presentZoom()
        scene.settle()
        var presented = 0
        scene.model.dismiss(scene.detail)
        scene.clock.advance(by: 0.1)
        #expect(onScreen() == nil, "no catchable interaction: the library did not start it")
        presentZoom { presented += 1 }
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "presented again after the dismissal")
        #expect(completions() == [true, true, true])
        #expect(presented == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
