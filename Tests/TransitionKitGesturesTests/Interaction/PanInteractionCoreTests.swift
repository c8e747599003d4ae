import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// A person's swipes through the real coordinator and the UIKit contract models.
@MainActor
@Suite struct PanInteractionCoreTests {
    @Test func aSwipeBackFromTheEdgePopsTheTopScreen() {
        let scene = PanScene()
        scene.swipe(fromX: 5, toX: 250, velocity: 800)
        #expect(scene.coordinator.phase == .settling(.finish))
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.coordinator.phase == .idle)
        #expect(!scene.driver.catcher.isEnabled)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aShortSwipeLetGoSpringsBack() {
        let scene = PanScene()
        scene.swipe(fromX: 5, toX: 60)
        #expect(scene.coordinator.phase == .settling(.cancel))
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1"])
        #expect(scene.coordinator.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theScreenFollowsTheFinger() throws {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.3 * scene.width)
        let shown = try #require(scene.onScreenProgress)
        #expect(abs(shown - 0.3) < 1e-9)
        scene.lift()
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theReleasePolicySetOnTheDriverDecidesTheRelease() {
        let scene = PanScene()
        scene.coordinator.releasePolicy = ReleasePolicy(threshold: 0.2)
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.3 * scene.width)
        scene.lift()
        #expect(scene.coordinator.phase == .settling(.finish), "0.3 passes a 0.2 threshold")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theReleaseHandsTheFingersSpeedToTheSpringAndSetsTheCompletion() throws {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.3 * scene.width, velocity: 800)
        scene.lift(velocity: 800)
        let decision = try #require(scene.coordinator.machine.lastDecision)
        #expect(decision.outcome == .finish)
        let percent = scene.driver.percent
        #expect(percent.timingCurve == .spring(.handOff))
        #expect(percent.timingVelocity == RelativeVelocity(decision.initialVelocity))
        #expect(percent.completionAnimationCurve == .easeOut)
        let speed = SpringTiming.handOff.completionSpeed(
            remainingDistance: decision.remainingDistance, transitionDuration: 0.4)
        #expect(abs(Double(percent.completionSpeed) - speed) < 1e-9)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
