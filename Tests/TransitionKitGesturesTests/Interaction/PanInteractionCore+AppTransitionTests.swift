import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The app's handle beginning a transition of its own (a scrubber's push), running it with its
/// own timing, reading its progress, and completing one its animator never completes.
@MainActor
@Suite struct PanInteractionCoreAppTransitionTests {
    @Test func theAppsHandleBeginsAPushAndRunsItWithItsOwnTiming() throws {
        let scene = PanScene(depth: 1)
        let pushed = ViewControllerModel("pushed", ledger: scene.ledger)
        let navigation = scene.navigation
        let begun = scene.coordinator.beginInteractiveTransition {
            navigation.pushViewController(pushed, animated: true)
        }
        let handle = try #require(begun)
        handle.update(progress: 0.4)
        #expect(scene.coordinator.transitionProgress == 0.4)
        #expect(scene.driver.percent.percentComplete == 0.4)
        #expect(scene.coordinator.run(toward: .finish))
        #expect(scene.driver.percent.timingCurve == nil)
        #expect(scene.driver.percent.completionSpeed == 1)
        #expect(!handle.isActive)
        let settling = try #require(scene.coordinator.transitionProgress)
        #expect(settling >= 0.4 && settling < 1)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.topViewController === pushed)
        #expect(scene.coordinator.transitionProgress == nil)
        #expect(!scene.coordinator.run(toward: .cancel))  // nothing driven: nothing changes
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func runAndCompletingAnOverdueTransitionDoNothingWithoutATransition() {
        let scene = PanScene()
        #expect(!scene.coordinator.run(toward: .finish))
        scene.coordinator.completeOverdueTransition(.finish)
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.coordinator.phase == .idle)
        #expect(scene.driver.percent.timingCurve == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
