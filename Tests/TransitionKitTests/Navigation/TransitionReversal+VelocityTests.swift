import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The velocity a reversal hands off is the running transition's own at the moment of the request
/// — the derivative of its timing curve, or its release spring's state — not its average since it
/// started or was last released.
@MainActor
@Suite struct TransitionReversalVelocityTests {
    let scene = NavigationScene()

    func rig() -> (ModeledTransitions, NavigationControllerModel, ModelPanDriver) {
        let pan = ModelPanDriver(activation: .edge(.leading), ledger: scene.ledger, clock: scene.clock)
        let (transitions, navigation) = scene.attachedNavigation(
            playing: .crossFade, interaction: ModeledDriver(pan: pan, ledger: scene.ledger))
        return (transitions, navigation, pan)
    }

    func onScreen(_ transitions: ModeledTransitions) -> Double? {
        transitions.madeAnimators.lazy.compactMap(\.object).first { $0.animator != nil }?.onScreenProgress
    }

    /// The cross-fade runs ease-in-out over 0.3 s; 0.12 s in (x = 0.4) it shows 0.3318838467 and
    /// moves at its slope 1.5971672399 / 0.3 s (REFERENCE §8.1). Turned back toward 0, the spring
    /// starts at that velocity relative to the 0.3318838467 still to go, away from the start.
    @Test func aButtonsPushHandsOffItsTimingCurvesSlope() throws {
        let (transitions, navigation, pan) = rig()
        let reports = try Diagnostics.record {
            transitions.core.navigator.navigate(.push(scene.screen("detail"), animated: true), in: navigation)
            scene.clock.advance(by: 0.12)
            let shown = try #require(onScreen(transitions))
            #expect(abs(shown - 0.3318838467) < 1e-6)
            transitions.core.navigator.navigate(.pop(animated: true), in: navigation)
            let relative = Double(pan.percent.timingVelocity.dx)
            #expect(abs(relative - -(1.5971672399 / 0.3) / 0.3318838467) < 1e-5, "\(relative)")
            scene.settle()
        }
        #expect(reports.map(\.description) == [NavigationReports.reversed(1)])
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Turned twice: the second turn hands off the first turn's spring state — the hand-off
    /// spring from the first turn's progress toward 0, 0.05 s after it started.
    @Test func aTurnedTransitionHandsOffItsSpringsState() throws {
        let (transitions, navigation, pan) = rig()
        let detail = scene.screen("detail")
        let reports = try Diagnostics.record {
            transitions.core.navigator.navigate(.push(detail, animated: true), in: navigation)
            scene.clock.advance(by: 0.12)
            transitions.core.navigator.navigate(.pop(animated: true), in: navigation)
            let first = Double(pan.percent.timingVelocity.dx)
            scene.clock.advance(by: 0.05)
            let shown = try #require(onScreen(transitions))
            transitions.core.navigator.navigate(.push(detail, animated: true), in: navigation)
            let spring = SpringTiming.handOff.velocity(at: 0.05, initialVelocity: first)
            let forward = -0.3318838467 * spring  // from the first turn's progress toward 0
            let expected = forward / (1 - shown)
            let relative = Double(pan.percent.timingVelocity.dx)
            #expect(abs(relative - expected) < 1e-4, "\(relative) vs \(expected)")
            scene.settle()
        }
        #expect(
            reports.map(\.description) == [
                NavigationReports.reversed(1), NavigationReports.reversed(2),
                "[barless] Navigation request #1 dropped: reversedAgain (pop(animated: true))",
            ])
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

}
