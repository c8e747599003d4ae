import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// UIKit's own interactive pop gestures and the driver's never run
/// for the same swipe. A `.system` pair keeps UIKit's interactive pop (its bar animation, large
/// titles, tab bar slide); iOS 26's content pop gesture is off while the driver drives pops.
@MainActor
@Suite struct SystemPopGestureTests {
    /// A scene whose navigation side answers "does a custom transition play for popping the top
    /// screen?" with `custom` for the screens named in it (and vends no animator for the others,
    /// as the navigation delegate does for `.system`).
    func scene(customTops: Set<String>?, contentPopGesture: Bool = false) -> PanScene {
        let scene = PanScene(install: false)
        scene.navigation.hasInteractiveContentPopGesture = contentPopGesture
        if let customTops {
            scene.decidePops { customTops.contains($0.topViewController?.name ?? "") }
            scene.delegate.vendsFor = { operation, from, to in
                customTops.contains(operation == .pop ? from : to)
            }
        }
        scene.coordinator.install(on: scene.navigation)
        return scene
    }

    @Test func aSystemPairKeepsUIKitsInteractivePopAndOursDoesNotBegin() throws {
        let scene = scene(customTops: [])
        #expect(scene.navigation.isInteractivePopGestureEnabled, "UIKit's gesture stays enabled")
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        #expect(scene.driver.pan.delivered.isEmpty, "ours did not begin")
        #expect(scene.coordinator.phase == .idle)
        #expect(scene.navigation.viewControllers.count == 2, "no pop was requested")
        // UIKit's own interactive pop plays, with its own animation.
        let system = try #require(scene.navigation.beginInteractivePop())
        system.update(0.7)
        system.finish()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCustomPairIsOursAndUIKitsGestureIsOff() {
        let scene = scene(customTops: ["screen 1"])
        #expect(!scene.navigation.isInteractivePopGestureEnabled)
        #expect(scene.navigation.beginInteractivePop() == nil)
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func withoutAnAnswerTheDriverDrivesEveryPopAsBefore() {
        let scene = scene(customTops: nil)
        #expect(!scene.navigation.isInteractivePopGestureEnabled)
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        scene.coordinator.uninstall()
        #expect(scene.navigation.isInteractivePopGestureEnabled, "restored on uninstall")
    }

    @Test func theAnswerFollowsTheTopScreen() {
        let scene = scene(customTops: ["custom"])
        #expect(scene.navigation.isInteractivePopGestureEnabled, "screen 1 over screen 0 is .system")
        scene.push("custom")
        scene.clock.runUntilIdle()
        scene.coordinator.topScreenDidChange()
        #expect(!scene.navigation.isInteractivePopGestureEnabled, "custom is ours")
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1"])
        #expect(scene.navigation.isInteractivePopGestureEnabled, "back on a .system pair after our pop")
        scene.coordinator.uninstall()
        #expect(scene.navigation.isInteractivePopGestureEnabled)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aGestureTheAppTurnedOffStaysOff() {
        let scene = PanScene(install: false)
        scene.navigation.isInteractivePopGestureEnabled = false
        scene.decidePops { _ in false }
        scene.coordinator.install(on: scene.navigation)
        #expect(!scene.navigation.isInteractivePopGestureEnabled)
        scene.coordinator.uninstall()
        #expect(!scene.navigation.isInteractivePopGestureEnabled)
    }

    @Test func theContentPopGestureFollowsTheSystemPairRuleToo() {
        let scene = scene(customTops: ["custom"], contentPopGesture: true)
        #expect(scene.navigation.isInteractiveContentPopGestureEnabled, ".system pair: UIKit's own")
        scene.push("custom")
        scene.clock.runUntilIdle()
        scene.coordinator.topScreenDidChange()
        #expect(!scene.navigation.isInteractiveContentPopGestureEnabled)
    }

}
