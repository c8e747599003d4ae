import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The app's own gesture drives a pop through the same handle path as the pan: one
/// lifecycle, the same release policy and hand-off, catchable, and a defined outcome for every
/// misuse.
@MainActor
@Suite struct AppGestureHandleTests {
    @Test func theAppsHandleDrivesThePopAndTheReleasePolicyDecides() throws {
        let scene = PanScene()
        let handle = try #require(scene.coordinator.beginInteractivePop())
        #expect(handle.isActive)
        #expect(scene.coordinator.phase == .interactive)
        handle.update(progress: 0.3)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.3) < 1e-9)
        handle.end(velocity: 1.5)
        let expected = scene.coordinator.releasePolicy.resolve(progress: 0.3, velocity: 1.5)
        #expect(scene.coordinator.machine.lastDecision == expected)
        #expect(scene.coordinator.phase == .settling(expected.outcome))
        #expect(!handle.isActive)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == (expected.outcome == .finish ? 1 : 2))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSlowShortReleaseCancelsAndAFlickFinishes() throws {
        for (velocity, remaining) in [(0.0, 2), (3.0, 1)] {
            let scene = PanScene()
            let handle = try #require(scene.coordinator.beginInteractivePop())
            handle.update(progress: 0.2)
            handle.end(velocity: velocity)
            scene.clock.runUntilIdle()
            #expect(scene.navigation.viewControllers.count == remaining, "velocity \(velocity)")
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
    }

    @Test func aGestureTheSystemCancelledCancelsCleanly() throws {
        let scene = PanScene()
        let handle = try #require(scene.coordinator.beginInteractivePop())
        handle.update(progress: 0.6)
        handle.cancel()
        #expect(!handle.isActive)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.coordinator.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSecondBeginWhileOneDrivesIsRefusedAndTheFirstKeepsDriving() throws {
        let scene = PanScene()
        let first = try #require(scene.coordinator.beginInteractivePop())
        var second: InteractionHandle<ModelPanPorts>?
        let reports = Diagnostics.record { second = scene.coordinator.beginInteractivePop() }
        #expect(second == nil)
        #expect(reports.count == 1)
        #expect(first.isActive)
        first.update(progress: 0.5)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.5) < 1e-9)
        first.end(velocity: 2)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func callsAfterTheEndAreIgnoredAndAKeptHandleNeverDrivesALaterPop() throws {
        let scene = PanScene(depth: 3)
        let first = try #require(scene.coordinator.beginInteractivePop())
        first.update(progress: 0.5)
        first.end(velocity: 2)
        let decided = scene.coordinator.phase
        first.update(progress: 0.1)
        first.cancel()
        first.end(velocity: -5)
        #expect(scene.coordinator.phase == decided, "update, cancel and end after the end change nothing")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2)
        let second = try #require(scene.coordinator.beginInteractivePop())
        first.update(progress: 0.9)
        first.cancel()
        #expect(!first.isActive && second.isActive)
        second.update(progress: 0.25)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.25) < 1e-9, "the kept handle moved nothing")
        second.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSettlingTransitionIsCaughtAgainByTheNextBegin() throws {
        let scene = PanScene()
        let first = try #require(scene.coordinator.beginInteractivePop())
        first.update(progress: 0.5)
        first.end(velocity: 2)
        scene.clock.advance(by: 0.03)
        let caught = try #require(scene.coordinator.beginInteractivePop())
        #expect(caught.isActive && !first.isActive)
        caught.update(progress: 0.1)
        caught.end(velocity: -2)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2, "caught and sent back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func thePanDrivesThroughAHandleAndTheAppCannotBeginOverIt() throws {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        let panHandle = try #require(scene.coordinator.drivingHandle)
        #expect(panHandle.isActive)
        let reports = Diagnostics.record { #expect(scene.coordinator.beginInteractivePop() == nil) }
        #expect(reports.count == 1)
        scene.move(toX: 200)
        scene.lift(velocity: 800)
        #expect(!panHandle.isActive)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func nothingToPopOrNotInstalledReturnsNil() {
        let shallow = PanScene(depth: 1)
        let uninstalled = PanScene(install: false)
        let reports = Diagnostics.record {
            #expect(shallow.coordinator.beginInteractivePop() == nil)
            #expect(uninstalled.coordinator.beginInteractivePop() == nil)
        }
        #expect(reports.count == 2)
        #expect(shallow.coordinator.phase == .idle && uninstalled.coordinator.phase == .idle)
        #expect(shallow.ledger.violations.isEmpty && uninstalled.ledger.violations.isEmpty)
    }

    @Test func aHandleKeptAfterItsNavigationControllerIsReleasedDoesNothing() throws {
        let reports = Diagnostics.record {
            let ledger = ContractLedger()
            let clock = ModelClock()
            let coordinator = PanInteractionCore<ModelPanPorts>(
                activation: .edge(.leading), pan: PanGestureModel(), catcher: PanGestureModel())
            var handle: InteractionHandle<ModelPanPorts>?
            do {
                let navigation = NavigationControllerModel(
                    rootViewController: ViewControllerModel("root", ledger: ledger), ledger: ledger,
                    clock: clock)
                coordinator.install(on: navigation)
                handle = coordinator.beginInteractivePop()
            }
            #expect(handle == nil, "one screen: nothing to pop")
            let kept = InteractionHandle(coordinator: coordinator, stretch: coordinator.stretch)
            kept.update(progress: 0.5)
            kept.end(velocity: 1)
            kept.cancel()
            #expect(!kept.isActive)
            #expect(coordinator.navigation == nil)
            #expect(coordinator.phase == .idle)
        }
        #expect(
            reports.map(\.description) == [
                "[driver] beginInteractivePop: UIKit did not start the pop interactively; returning nil"
            ])
    }
}
