import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// `scrubsTransitions`: every transition the delegate vends (and no gesture drives) is handed to
/// the host on the next turn, caught by a session over the running transition, paused at 0.
@MainActor
@Suite struct ScrubsTransitionsTests {
    /// The rig, with a session made for every scrub request as the overlay makes it.
    final class Overlay {
        var session: NavigationScrubSession<ModelPanPorts, FrameClockModel>?
    }

    func scrubbingRig(_ overlay: Overlay) -> NavigationScrubScene {
        let rig = NavigationScrubScene()
        rig.transitions.core.vendor.scrubsTransitions = true
        rig.transitions.onScrubRequest = { [unowned rig] navigation, operation in
            let session = NavigationScrubSession(
                scrubbing: .running(operation), navigation: navigation, driver: rig.driver.coordinator,
                host: rig.controls, frames: rig.frames, clock: { [clock = rig.clock] in clock.now })
            overlay.session = session
            session.layoutDidChange(isInWindow: true)
        }
        return rig
    }

    @Test func offByDefaultNothingIsHandedOver() {
        let rig = NavigationScrubScene()
        #expect(!rig.transitions.core.vendor.scrubsTransitions)
        rig.navigation.pushViewController(rig.detail, animated: true)
        rig.settle()
        #expect(rig.transitions.scrubRequests.isEmpty)
        #expect(rig.stack == ["grid", "detail"])
    }

    @Test func anAppPushStartsPausedAtZeroAndDoneFinishesIt() throws {
        let overlay = Overlay()
        let rig = scrubbingRig(overlay)
        rig.navigation.pushViewController(rig.detail, animated: true)
        rig.clock.advance(by: 0.001)
        #expect(rig.transitions.scrubRequests.map(\.operation) == [.push])
        let session = try #require(overlay.session)
        #expect(rig.driver.coordinator.phase == .interactive)
        #expect(session.progress == 0)
        #expect(rig.animator?.onScreenProgress == 0)
        rig.clock.advance(by: 2)
        #expect(rig.animator?.endedWith.isEmpty == true)  // paused, not playing
        session.scrub(to: 0.7)
        session.done()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.animator?.endedWith == [true])
        #expect(rig.controls.ends == 1)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func aBarlessControllersPushStartsPausedAndFinishesThroughItsQueue() throws {
        let scene = NavigationScene()
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        barless.viewDidLoad(navigation, driver: driver)
        let controls = ScrubControlsModel()
        let frames = FrameClockModel(clock: scene.clock)
        var session: NavigationScrubSession<ModelPanPorts, FrameClockModel>?
        barless.transitions.core.vendor.scrubsTransitions = true
        barless.transitions.onScrubRequest = { navigation, operation in
            session = NavigationScrubSession(
                scrubbing: .running(operation), navigation: navigation, driver: driver.coordinator,
                host: controls, frames: frames, clock: { [clock = scene.clock] in clock.now })
            session?.layoutDidChange(isInWindow: true)
        }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.clock.advance(by: 0.001)
        let scrubbing = try #require(session)
        #expect(driver.coordinator.phase == .interactive)
        scene.clock.advance(by: 2)
        #expect(navigation.activeTransitionCoordinator != nil)  // paused, not played
        scrubbing.scrub(to: 0.6)
        scrubbing.done()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(navigation.activeTransitionCoordinator == nil)
        #expect(controls.ends == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPopReversedToTheStartIsCancelledAndTheOverlayGoes() throws {
        let overlay = Overlay()
        let rig = scrubbingRig(overlay)
        rig.navigation.pushViewController(rig.detail, animated: false)
        rig.settle()
        _ = rig.navigation.popViewController(animated: true)
        rig.clock.advance(by: 0.001)
        let session = try #require(overlay.session)
        #expect(rig.transitions.scrubRequests.map(\.operation) == [.pop])
        session.scrub(to: 0.4)
        session.reverse()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(session.progress == 0)
        #expect(rig.controls.ends == 1)
        // Over: the controls no longer start anything.
        session.play()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }
}
