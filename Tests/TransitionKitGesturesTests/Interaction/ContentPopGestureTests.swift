import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// iOS 26's content pop gesture (`interactiveContentPopGestureRecognizer`,
/// a swipe anywhere in the content) never runs alongside the driver's: the coordinator turns it
/// off while installed and restores it on uninstall.
@MainActor
@Suite struct ContentPopGestureTests {
    func scene(contentPopGesture: Bool) -> PanScene {
        let scene = PanScene(install: false)
        scene.navigation.hasInteractiveContentPopGesture = contentPopGesture
        scene.coordinator.install(on: scene.navigation)
        return scene
    }

    @Test func theContentPopGestureIsOffWhileOursIsInstalledAndRestoredAfter() {
        let scene = scene(contentPopGesture: true)
        #expect(!scene.navigation.isInteractiveContentPopGestureEnabled)
        #expect(scene.navigation.beginInteractiveContentPop() == nil, "it never runs alongside ours")
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        #expect(!scene.navigation.isInteractiveContentPopGestureEnabled)
        scene.coordinator.uninstall()
        #expect(scene.navigation.isInteractiveContentPopGestureEnabled, "restored on uninstall")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func beforeIOS26ThereIsNoContentPopGestureToTouch() {
        let scene = scene(contentPopGesture: false)
        #expect(!scene.navigation.isInteractiveContentPopGestureEnabled)
        scene.coordinator.uninstall()
        #expect(!scene.navigation.isInteractiveContentPopGestureEnabled)
        scene.navigation.hasInteractiveContentPopGesture = true
        #expect(scene.navigation.isInteractiveContentPopGestureEnabled, "untouched")
    }

    @Test func aContentPopGestureTheAppTurnedOffStaysOff() {
        let scene = PanScene(install: false)
        scene.navigation.hasInteractiveContentPopGesture = true
        scene.navigation.isInteractiveContentPopGestureEnabled = false
        scene.coordinator.install(on: scene.navigation)
        scene.coordinator.uninstall()
        #expect(!scene.navigation.isInteractiveContentPopGestureEnabled)
    }
}
