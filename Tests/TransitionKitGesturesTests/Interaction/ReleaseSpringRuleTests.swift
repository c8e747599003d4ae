import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// A release spring without damping would never settle, so the
/// transition's animator would never complete and the navigation controller would stay stuck.
/// The rule: such a spring is refused; the driver keeps ``SpringTiming/handOff`` and reports it.
@MainActor
@Suite struct ReleaseSpringRuleTests {
    @Test(arguments: [0, -5, Double.nan, .infinity])
    func aReleaseSpringWithoutDampingIsRefused(damping: Double) throws {
        let scene = PanScene()
        let reports = Diagnostics.record {
            scene.coordinator.releaseSpring = SpringTiming(mass: 1, stiffness: 300, damping: damping)
        }
        #expect(scene.coordinator.releaseSpring == .handOff, "refused: the default stays")
        #expect(reports.map(\.level) == [.fault])
        #expect(reports.first?.message.contains("never settle") == true, "\(reports)")
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        let timing = try #require(scene.driver.percent.timingCurve)
        guard case .spring(let spring) = timing else {
            Issue.record("expected a spring, got \(timing)")
            return
        }
        #expect(spring.settlingDuration().isFinite, "the hand-off spring settles: \(spring)")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDampedReleaseSpringIsUsedAsGiven() throws {
        let scene = PanScene()
        let bouncy = SpringTiming(duration: 0.4, bounce: 0.3)
        let reports = Diagnostics.record { scene.coordinator.releaseSpring = bouncy }
        #expect(reports.isEmpty)
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        #expect(scene.driver.percent.timingCurve == .spring(bouncy))
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
