import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Navigation while the navigation controller's view is not in a window (a tab not yet shown, a
/// controller built before it is presented): UIKit performs it without animation, tells the
/// delegate `willShow`/`didShow` with `animated: false`, asks for no animation controller and has
/// no transition coordinator. The library's queue ends each action at once, vends no animator that
/// would never run, and animates again once the view is in a window.
@MainActor
@Suite struct OffWindowNavigationTests {
    @Test(arguments: SystemVersion.covered)
    func theBarlessQueueRunsEveryRequestAtOnce(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        let log = barless.transitions.recordAnnouncements()
        navigation.view.removeFromSuperview()
        navigation.pushViewController(scene.screen("a"), animated: true)
        navigation.pushViewController(scene.screen("b"), animated: true)
        #expect(navigation.popViewController(animated: true)?.name == "b", "ran at once: b is popped now")
        #expect(navigation.viewControllers.map(\.name) == ["root", "a"])
        #expect(barless.transitions.madeAnimators.isEmpty, "no animator for a transition nobody sees")
        #expect(log.lines.isEmpty)
        #expect(barless.canBeginInteractivePop, "the queue is idle")
        scene.window.addSubview(navigation.view)
        navigation.pushViewController(scene.screen("c"), animated: true)
        #expect(navigation.isTransitioning)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "a", "c"])
        #expect(barless.transitions.madeAnimators.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: SystemVersion.covered)
    func theNavigatorAndTheDelegateRunOffWindowWithoutAnimation(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        transitions.attach(to: navigation, interaction: driver)
        let app = AppDelegateDouble()
        transitions.additionalDelegate = app
        navigation.view.removeFromSuperview()
        transitions.core.navigator.navigate(.push(scene.screen("a"), animated: true), in: navigation)
        transitions.core.navigator.navigate(.push(scene.screen("b"), animated: true), in: navigation)
        transitions.core.navigator.navigate(.popToRoot(animated: true), in: navigation)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(transitions.madeAnimators.isEmpty)
        #expect(
            app.calls == [
                "willShow a", "didShow a", "willShow b", "didShow b", "willShow root", "didShow root",
            ])
        navigation.pushViewController(scene.screen("c"), animated: true)
        let reports = Diagnostics.record {
            #expect(
                driver.coordinator.beginInteractivePop() == nil,
                "the app's own handle: UIKit pops at once, there is nothing to drive")
        }
        #expect(
            reports.map(\.description) == [
                "[driver] beginInteractivePop: UIKit did not start the pop interactively; returning nil"
            ])
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(!driver.coordinator.awaitsTransition, "the driver waits for nothing")
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theRouterRunsOffWindowWithoutAnimationAndStaysInStep() {
        let scene = RouterScene()
        scene.model.view.removeFromSuperview()
        scene.push(scene.screen("a"))
        scene.push(scene.screen("b"))
        scene.dismissTop()
        #expect(scene.uikitStack == ["root", "a"], "at once")
        scene.settle()
        #expect(scene.routerStack == ["root", "a"])
        scene.window.addSubview(scene.model.view)
        scene.push(scene.screen("c"))
        #expect(scene.model.isTransitioning)
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "c"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
