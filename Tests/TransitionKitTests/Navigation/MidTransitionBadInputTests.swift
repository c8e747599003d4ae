import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A screen released, the window lost, or the system cancelling the gesture in the middle of a
/// transition, on every modelled iOS release: the transition ends (its end announced once), the
/// stack is what UIKit leaves, nothing waits for ever, and the next navigation runs.
@MainActor
@Suite struct MidTransitionBadInputTests {
    /// A navigation controller in the scene's window, attached with the real pan driver.
    private func attached(_ scene: NavigationScene) -> (
        ModeledTransitions, NavigationControllerModel, PanDriverModel, AnnouncementLog
    ) {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        transitions.attach(to: navigation, interaction: driver)
        return (transitions, navigation, driver, transitions.recordAnnouncements())
    }

    @Test(arguments: SystemVersion.covered)
    func aScreenReleasedMidTransitionEndsItAndIsFreed(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(
            to: navigation, interaction: PanDriverModel(ledger: scene.ledger, clock: scene.clock))
        weak var released: ViewControllerModel?
        do {
            let detail = scene.screen("detail")
            released = detail
            navigation.pushViewController(detail, animated: true)
        }
        scene.settle()
        navigation.popViewController(animated: true)
        scene.clock.advance(by: 0.1)
        #expect(released != nil, "UIKit holds the leaving screen until the pop ends")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(navigation.events.filter { $0 == .coordinatorCompletion(cancelled: false) }.count == 2)
        #expect(!navigation.isTransitioning)
        #expect(transitions.madeAnimators.count == 2, "the library played both")
        // The modelled percent-driven interaction keeps its last context (to record late calls)
        // until the next transition starts: then nothing holds the popped screen.
        navigation.pushViewController(scene.screen("next"), animated: true)
        scene.settle()
        #expect(released == nil, "the library keeps no popped screen alive")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: SystemVersion.covered)
    func theWindowLostMidTransitionEndsItAndTheNextNavigationRuns(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let (transitions, navigation, driver, log) = attached(scene)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.clock.advance(by: 0.1)
        navigation.view.removeFromSuperview()
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(!navigation.isTransitioning)
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.map(\.name) == ["root"], "off-window: at once")
        #expect(transitions.madeAnimators.count == 1, "no animator for a pop nobody sees")
        scene.window.addSubview(navigation.view)
        navigation.pushViewController(scene.screen("again"), animated: true)
        #expect(navigation.isTransitioning, "back in the window: animated again")
        scene.settle()
        #expect(driver.swipe(), "the swipe-back works again")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: SystemVersion.covered)
    func aSwipeTheSystemCancelsMidTransitionLeavesTheScreen(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let (transitions, navigation, driver, log) = attached(scene)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        let start = CGPoint(x: 5, y: 400)
        #expect(driver.coordinator.shouldReceive(TouchModel(inWindow: start), by: driver.edgePan))
        driver.edgePan.play(
            .init(.began, translation: CGPoint(x: 12, y: 0), velocity: CGPoint(x: 300, y: 0), location: start)
        )
        driver.edgePan.change(translation: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 300, y: 0))
        #expect(navigation.isTransitioning)
        driver.edgePan.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "a system cancel goes back")
        #expect(!navigation.isTransitioning)
        #expect(log.lines.suffix(2) == ["willBegin pop detail→root", "didCancel pop detail→root"])
        #expect(driver.swipe(), "the next swipe begins")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        withExtendedLifetime(transitions) {}
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
