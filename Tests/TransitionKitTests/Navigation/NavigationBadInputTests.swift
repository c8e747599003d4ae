import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What the coordinators do when UIKit objects go away or are swapped mid-transition: a defined
/// outcome each time, never a trap, never a contract violation, never a stuck queue.
@MainActor
@Suite struct NavigationBadInputTests {
    let scene = NavigationScene()

    @Test func theAppsDelegateReleasedMidTransitionIsSimplyNoLongerCalled() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        var app: AppDelegateDouble? = AppDelegateDouble()
        transitions.additionalDelegate = app
        transitions.attach(to: navigation)
        let log = transitions.recordAnnouncements()
        navigation.pushViewController(scene.screen("detail"), animated: true)
        #expect(app?.calls == ["willShow detail", "interactionController"])
        app = nil
        scene.settle()
        #expect(transitions.additionalDelegate == nil)
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func detachingMidTransitionLetsItFinishAndHandsTheSlotBack() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let app = AppDelegateDouble()
        navigation.delegate = app
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        let log = transitions.recordAnnouncements()
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.clock.advance(by: 0.1)
        transitions.detach(from: navigation)
        #expect(navigation.delegate === app, "the app's delegate is UIKit's delegate again")
        #expect(driver.uninstalls == 1)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(
            log.lines == ["willBegin push root→detail", "didEnd push root→detail"],
            "the end is still announced")
        #expect(app.calls.last == "didShow detail", "UIKit tells the app's delegate directly")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDelegateSwappedMidTransitionOnAPlainControllerEndsTheTransitionCleanly() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let log = transitions.recordAnnouncements()
        let other = AppDelegateDouble()
        navigation.pushViewController(scene.screen("detail"), animated: true)
        navigation.delegate = other
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(other.calls == ["didShow detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDelegateSwappedMidTransitionOnABarlessControllerBecomesTheAppsDelegate() {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        let first = AppDelegateDouble()
        let second = AppDelegateDouble()
        navigation.delegate = first
        navigation.pushViewController(scene.screen("detail"), animated: true)
        navigation.pushViewController(scene.screen("more"), animated: true)
        navigation.delegate = second
        scene.settle()
        #expect(navigation.delegate === barless.transitions)
        #expect(
            navigation.viewControllers.map(\.name) == ["root", "detail", "more"], "the queue is not stuck")
        #expect(first.calls == ["willShow detail", "interactionController"])
        #expect(second.calls == ["didShow detail", "willShow more", "interactionController", "didShow more"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func detachingABarlessControllerMidTransitionKeepsItsQueueGoing() {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        navigation.pushViewController(scene.screen("more"), animated: true)
        barless.transitions.detach(from: navigation)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail", "more"])
        #expect(barless.canBeginInteractivePop)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aNavigationControllerReleasedMidTransitionTrapsNothingAndBlocksNoOther() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let log = transitions.recordAnnouncements()
        do {
            let navigation = scene.navigation("released")
            transitions.attach(to: navigation)
            navigation.pushViewController(scene.screen("detail"), animated: true)
            scene.clock.advance(by: 0.1)
            navigation.view.removeFromSuperview()
        }
        scene.settle()
        let other = scene.navigation("other", root: "list")
        transitions.attach(to: other)
        other.pushViewController(scene.screen("item"), animated: true)
        scene.settle()
        #expect(
            log.lines == ["willBegin push root→detail", "willBegin push list→item", "didEnd push list→item"],
            "a transition whose controller is gone before it ends is not ended; it blocks nothing")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aBarlessControllerReleasedWithRequestsWaitingTrapsNothing() {
        do {
            let navigation = scene.navigation()
            let barless = ModeledBarless.make(navigation, scene: scene)
            barless.viewDidLoad(navigation)
            navigation.pushViewController(scene.screen("detail"), animated: true)
            navigation.pushViewController(scene.screen("more"), animated: true)
            _ = navigation.popToRootViewController(animated: true)
            navigation.view.removeFromSuperview()
        }
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
