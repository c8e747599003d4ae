import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A request that undoes the running transition turns it around in place, through the strict
/// models: the bar-less controller's queue and the navigator on a plain controller, the real pan
/// driver catching the transition where it is on screen and releasing it toward the other end.
/// One transition, one completion, the stack as if it never ran; anything else waits.
@MainActor
@Suite struct TransitionReversalTests {
    let scene = NavigationScene()

    struct Rig {
        let navigation: NavigationControllerModel
        let transitions: ModeledTransitions
        let pan: ModelPanDriver
        let finger: FingerModel
        let log: AnnouncementLog
    }

    func barless() -> (Rig, ModeledBarless) {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        let pan = ModelPanDriver(activation: .edge(.leading), ledger: scene.ledger, clock: scene.clock)
        barless.viewDidLoad(navigation, driver: ModeledDriver(pan: pan, ledger: scene.ledger))
        let rig = Rig(
            navigation: navigation, transitions: barless.transitions, pan: pan,
            finger: FingerModel(driver: pan, clock: scene.clock),
            log: barless.transitions.recordAnnouncements())
        return (rig, barless)
    }

    func plain() -> Rig {
        let pan = ModelPanDriver(activation: .edge(.leading), ledger: scene.ledger, clock: scene.clock)
        let (transitions, navigation) = scene.attachedNavigation(
            playing: .slide, interaction: ModeledDriver(pan: pan, ledger: scene.ledger))
        return Rig(
            navigation: navigation, transitions: transitions, pan: pan,
            finger: FingerModel(driver: pan, clock: scene.clock), log: transitions.recordAnnouncements())
    }

    /// The running library animator's on-screen progress.
    func onScreen(_ rig: Rig) -> Double? {
        rig.transitions.madeAnimators.lazy.compactMap(\.object).first { $0.animator != nil }?.onScreenProgress
    }

    /// Lets the running transition play until it shows `progress` on screen.
    func play(_ rig: Rig, until progress: Double) throws {
        for _ in 0..<10_000 {
            if let now = onScreen(rig), now >= progress { return }
            scene.clock.advance(by: 0.0005)
        }
        Issue.record("never reached \(progress)")
    }

    /// The report a request makes when it turns the running transition around, as `[area] text`.
    func reversed(_ request: Int) -> String {
        NavigationReports.reversed(request)
    }

    /// The report the bar-less queue makes when it drops a `popTo` request, as `[area] text`.
    func dropped(_ request: Int, _ reason: String, popTo screen: AnyObject) -> String {
        "[barless] Navigation request #\(request) dropped: \(reason) (popTo(\(ObjectIdentifier(screen)), animated: true))"
    }

    func completions(_ navigation: NavigationControllerModel) -> [Bool] {
        navigation.events.compactMap {
            if case .completeTransition(let completed) = $0 { return completed }
            return nil
        }
    }

    @Test(arguments: [0.02, 0.5, 0.98])
    func aBackTapDuringThePushTurnsItBackFromWhereItIs(progress: Double) throws {
        let (rig, _) = barless()
        let root = try #require(rig.navigation.topViewController)
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        try play(rig, until: progress)
        let before = try #require(onScreen(rig))
        let reports = Diagnostics.record {
            rig.navigation.popToViewController(root, animated: true)  // the Back button's request
        }
        #expect(reports.map(\.description) == [reversed(1)])
        let after = try #require(onScreen(rig))
        #expect(abs(after - before) < 1e-9, "no jump: \(before) → \(after)")
        scene.clock.advance(by: 1.0 / 120)
        let next = try #require(onScreen(rig))
        // The push's own velocity carries into the turn; at 0.98 the ease-in-out has almost
        // stopped, so the spring turns it at once.
        if progress < 0.9 {
            #expect(
                next >= after - 1e-9, "the push's forward velocity carries into the turn: \(after) → \(next)")
        }
        scene.settle()
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [false], "one completion, cancelled")
        #expect(rig.transitions.madeAnimators.count == 1, "no second transition")
        #expect(rig.log.lines == ["willBegin push root→detail", "didCancel push root→detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDoubleTapTurnsItBackOnce() throws {
        let (rig, barless) = barless()
        let root = try #require(rig.navigation.topViewController)
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        try play(rig, until: 0.3)
        let reports = Diagnostics.record {
            rig.navigation.popToViewController(root, animated: true)
            scene.clock.advance(by: 0.01)
            rig.navigation.popToViewController(root, animated: true)
            scene.settle()
        }
        #expect(reports.map(\.description) == [reversed(1), dropped(2, "alreadyOnTop", popTo: root)])
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [false])
        #expect(rig.transitions.madeAnimators.count == 1)
        #expect(barless.coordinator.queue.queue?.isIdle == true)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPushOfTheScreenBeingPoppedTurnsThePopBack() throws {
        let (rig, _) = barless()
        let detail = scene.screen("detail")
        rig.navigation.pushViewController(detail, animated: true)
        scene.settle()
        rig.navigation.popViewController(animated: true)
        try play(rig, until: 0.4)
        let reports = Diagnostics.record {
            rig.navigation.pushViewController(detail, animated: true)
            scene.settle()
        }
        #expect(reports.map(\.description) == [reversed(2)])
        #expect(rig.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(completions(rig.navigation) == [true, false])
        #expect(rig.transitions.madeAnimators.count == 2, "the push and the pop; no second push")
        #expect(rig.log.lines.last == "didCancel pop detail→root")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theSamePushAgainTurnsItForwardAgain() throws {
        let (rig, _) = barless()
        let root = try #require(rig.navigation.topViewController)
        let detail = scene.screen("detail")
        rig.navigation.pushViewController(detail, animated: true)
        try play(rig, until: 0.5)
        let reports = Diagnostics.record {
            rig.navigation.popToViewController(root, animated: true)
            scene.clock.advance(by: 0.02)
            rig.navigation.pushViewController(detail, animated: true)
            scene.settle()
        }
        #expect(
            reports.map(\.description) == [
                reversed(1), reversed(2), dropped(1, "reversedAgain", popTo: root),
            ])
        #expect(rig.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(completions(rig.navigation) == [true])
        #expect(rig.transitions.madeAnimators.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The navigator turns a push back on a plain controller, whether it pushed (its own request:
    /// one reversal reported for it) or the push was called on the controller (none queued).
    @Test(arguments: [true, false])
    func theNavigatorTurnsAPushOnAPlainControllerBack(throughNavigator: Bool) throws {
        let rig = plain()
        let core = rig.transitions.core
        if throughNavigator {
            core.navigator.navigate(.push(scene.screen("detail"), animated: true), in: rig.navigation)
        } else {
            rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        }
        try play(rig, until: 0.5)
        let reports = Diagnostics.record {
            core.navigator.navigate(.pop(animated: true), in: rig.navigation)
            scene.settle()
        }
        #expect(reports.map(\.description) == [reversed(throughNavigator ? 1 : 0)])
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [false])
        #expect(rig.transitions.madeAnimators.count == 1, "no second transition")
        #expect(rig.log.lines.last == "didCancel push root→detail")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theNavigatorTurnsAPopCalledOnThePlainControllerBack() throws {
        let rig = plain()
        let core = rig.transitions.core
        let detail = scene.screen("detail")
        rig.navigation.pushViewController(detail, animated: true)
        scene.settle()
        rig.navigation.popViewController(animated: true)
        try play(rig, until: 0.4)
        let reports = Diagnostics.record {
            core.navigator.navigate(.push(detail, animated: true), in: rig.navigation)
            scene.settle()
        }
        #expect(reports.map(\.description) == [reversed(0)])
        #expect(rig.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(completions(rig.navigation) == [true, false])
        #expect(rig.transitions.madeAnimators.count == 2, "the push and the pop; no second push")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aRequestTowardAnotherScreenStillWaitsForAPushCalledOnTheController() throws {
        let rig = plain()
        let core = rig.transitions.core
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        try play(rig, until: 0.5)
        core.navigator.navigate(.push(scene.screen("other"), animated: true), in: rig.navigation)
        scene.settle()
        #expect(rig.navigation.viewControllers.map(\.name) == ["root", "detail", "other"])
        #expect(completions(rig.navigation) == [true, true])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func turnedOffTheRequestWaitsForThePush() throws {
        let (rig, _) = barless()
        rig.transitions.core.reversesInterruptedTransitions = false
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        try play(rig, until: 0.5)
        rig.navigation.popViewController(animated: true)
        scene.settle()
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [true, true], "the push, then the pop")
        #expect(rig.transitions.madeAnimators.count == 2)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aTapWhileAFingerHoldsTheTransitionWaitsForTheFinger() throws {
        let (rig, _) = barless()
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        try play(rig, until: 0.5)
        rig.finger.touchDown(at: CGPoint(x: 200, y: 400))
        #expect(rig.pan.coordinator.phase == .interactive, "caught")
        rig.navigation.popViewController(animated: true)
        #expect(rig.pan.coordinator.phase == .interactive, "still the finger's")
        rig.finger.lift()
        scene.settle()
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [true, true], "the push the finger let go on, then the pop")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aTapAfterThePushCompletedRunsAsAPopOfItsOwn() throws {
        let (rig, barless) = barless()
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        // Until UIKit completed the push: the driver has nothing left to turn around.
        for _ in 0..<10_000 where completions(rig.navigation).isEmpty { scene.clock.advance(by: 0.0005) }
        rig.navigation.popViewController(animated: true)
        #expect(barless.coordinator.queue.queue?.reversals.isEmpty == true)
        scene.settle()
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [true, true])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPopPastTheScreenBeingPushedWaits() throws {
        let (rig, _) = barless()
        rig.navigation.pushViewController(scene.screen("a"), animated: true)
        scene.settle()
        rig.navigation.pushViewController(scene.screen("b"), animated: true)
        try play(rig, until: 0.5)
        rig.navigation.popToRootViewController(animated: true)
        scene.settle()
        #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
        #expect(completions(rig.navigation) == [true, true, true])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPopToAScreenNotInTheStackIsDroppedAndThePushPlaysOn() throws {
        let (rig, _) = barless()
        rig.navigation.pushViewController(scene.screen("detail"), animated: true)
        try play(rig, until: 0.5)
        let stranger = scene.screen("stranger")
        let reports = Diagnostics.record {
            rig.navigation.popToViewController(stranger, animated: true)
            scene.settle()
        }
        #expect(reports.map(\.description) == [dropped(1, "notInStack", popTo: stranger)])
        #expect(rig.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(completions(rig.navigation) == [true])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aControllerReleasedMidReversalEndsCleanly() throws {
        weak var released: NavigationControllerModel?
        var reports: [Diagnostic] = []
        do {
            let (rig, _) = barless()
            let root = try #require(rig.navigation.topViewController)
            rig.navigation.pushViewController(scene.screen("detail"), animated: true)
            try play(rig, until: 0.5)
            reports = Diagnostics.record { rig.navigation.popToViewController(root, animated: true) }
            released = rig.navigation
            rig.navigation.view.removeFromSuperview()
        }
        scene.settle()
        #expect(released == nil || completions(released!).count <= 1)
        #expect(reports.map(\.description) == [reversed(1)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
