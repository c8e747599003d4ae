import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// A navigation controller that serializes navigation, over the navigation model: busy while one
/// of its own requests is in flight; it starts an interactive pop now or drops it.
@MainActor
private final class SerialNavigator: InteractivePopGating {
    let navigation: NavigationControllerModel
    var isBusy = false
    /// Turns busy right after answering the next `canBeginInteractivePop` (a request that arrives
    /// between the pan's shouldBegin and its began).
    var becomesBusyAfterAnswering = false
    private(set) var requests = 0
    private(set) var dropped = 0

    init(_ navigation: NavigationControllerModel) {
        self.navigation = navigation
    }

    var canBeginInteractivePop: Bool {
        let answer = !isBusy && navigation.viewControllers.count > 1
        if becomesBusyAfterAnswering { isBusy = true }
        return answer
    }

    func beginInteractivePop() {
        requests += 1
        guard !isBusy, navigation.viewControllers.count > 1 else {
            dropped += 1
            return
        }
        navigation.popViewController(animated: true)
    }
}

/// The pan driver and a navigation controller that gates interactive pops
/// (``InteractivePopGating``), through the real coordinator and the navigation model.
@MainActor
@Suite struct InteractivePopGatingTests {
    fileprivate func scene() -> (PanScene, SerialNavigator) {
        let scene = PanScene(install: false)
        let navigator = SerialNavigator(scene.navigation)
        scene.coordinator.install(on: scene.navigation, gate: navigator)
        return (scene, navigator)
    }

    @Test func aBusyNavigationKeepsThePanFromBeginningAndNoPopIsRequested() {
        let (scene, navigator) = scene()
        navigator.isBusy = true
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        #expect(scene.driver.pan.delivered.isEmpty, "the pan failed to begin")
        #expect(navigator.requests == 0, "no pop was requested")
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.coordinator.phase == .idle)
        #expect(!scene.coordinator.awaitsTransition)
        navigator.isBusy = false
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        #expect(navigator.requests == 1, "the pop goes through the gate")
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPopTheGateDropsLeavesNothingWaiting() {
        let (scene, navigator) = scene()
        navigator.becomesBusyAfterAnswering = true
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        #expect(navigator.dropped == 1, "asked once, dropped, never queued")
        #expect(scene.coordinator.phase == .idle, "refused: nothing waits for a pop")
        #expect(!scene.coordinator.awaitsTransition)
        #expect(scene.navigation.viewControllers.count == 2)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2, "and nothing runs later without the finger")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aNavigationControllerThatDoesNotGateIsPoppedDirectly() {
        let scene = PanScene()
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
