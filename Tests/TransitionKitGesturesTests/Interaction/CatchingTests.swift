import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// A touch that catches a running transition — springing back after a
/// cancel, finishing after a release, or running after a button — picks it up where it is on
/// screen, and the finger drives it from there.
@MainActor
@Suite struct CatchingTests {
    /// Catches the running transition of `scene` after `seconds`, moves the finger by
    /// `fingerProgress` of the width toward the trailing edge and lets go without velocity;
    /// checks every promise along the way. On a push the finger's progress counts against the
    /// transition (`sign` −1).
    func catchAndDrag(
        _ scene: PanScene, after seconds: TimeInterval, by fingerProgress: Double, sign: Double = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (caught: Double, released: Double) {
        scene.clock.advance(by: seconds)
        let onScreen = try #require(scene.onScreenProgress, sourceLocation: sourceLocation)
        scene.touchDown(at: CGPoint(x: 200, y: 400))
        #expect(
            scene.coordinator.phase == .interactive, "the touch caught it", sourceLocation: sourceLocation)
        let caught = scene.coordinator.machine.progress
        #expect(
            abs(caught - onScreen) < 1e-6, "caught progress \(caught) equals the on-screen \(onScreen)",
            sourceLocation: sourceLocation)
        let afterTouch = try #require(scene.onScreenProgress, sourceLocation: sourceLocation)
        #expect(
            abs(afterTouch - onScreen) < 1e-6, "no jump on touch-down: \(onScreen) → \(afterTouch)",
            sourceLocation: sourceLocation)
        scene.clock.advance(by: 0.05)
        let resting = try #require(scene.onScreenProgress, sourceLocation: sourceLocation)
        #expect(
            abs(resting - onScreen) < 1e-6, "paused while the finger rests: \(onScreen) → \(resting)",
            sourceLocation: sourceLocation)
        scene.move(toX: 200 + CGFloat(fingerProgress) * scene.width)
        let followed = try #require(scene.onScreenProgress, sourceLocation: sourceLocation)
        let expected = onScreen + sign * fingerProgress
        #expect(
            abs(followed - expected) < 1e-6,
            "the screen follows the finger: \(onScreen) moved by \(fingerProgress) shows \(followed), not \(expected)",
            sourceLocation: sourceLocation)
        scene.lift()
        return (caught, followed)
    }

    @Test func catchingACancellingPopPicksItUpWhereItIsOnScreen() throws {
        let scene = PanScene()
        // Swipe back 40 % and flick back: the pop springs back (a reversed animator).
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.4 * scene.width)
        scene.lift(velocity: -300)
        #expect(scene.coordinator.phase == .settling(.cancel))
        let result = try catchAndDrag(scene, after: 0.04, by: 0.1)
        // The release decides on forward progress: below half way it springs back again.
        #expect(result.released < 0.5)
        #expect(scene.coordinator.phase == .settling(.cancel), "decided on \(result.released)")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1"])
        #expect(scene.coordinator.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func catchingACancellingPopAndDraggingOnFinishesIt() throws {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.45 * scene.width)
        scene.lift(velocity: -300)
        let result = try catchAndDrag(scene, after: 0.02, by: 0.4)
        #expect(result.released > 0.5)
        #expect(scene.coordinator.phase == .settling(.finish), "decided on \(result.released)")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func catchingAFinishingPopPicksItUpWhereItIsOnScreen() throws {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.6 * scene.width)
        scene.lift(velocity: 300)
        #expect(scene.coordinator.phase == .settling(.finish))
        let result = try catchAndDrag(scene, after: 0.03, by: -0.4)
        #expect(result.released < 0.5)
        #expect(scene.coordinator.phase == .settling(.cancel), "decided on \(result.released)")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func catchingAPopStartedByABackButton() throws {
        let scene = PanScene()
        scene.navigation.popViewController(animated: true)
        #expect(scene.coordinator.phase == .settling(.finish), "vended catchable")
        let result = try catchAndDrag(scene, after: 0.1, by: -0.1)
        #expect(abs(result.caught - 0.25) < 1e-6)
        #expect(scene.coordinator.phase == .settling(.cancel))
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func catchingAPushStartedByAButtonDragsItBack() throws {
        let scene = PanScene(depth: 1)
        scene.push("detail")
        #expect(scene.coordinator.phase == .settling(.finish))
        // On a push, a drag toward the trailing edge undoes it: progress goes down.
        let result = try catchAndDrag(scene, after: 0.1, by: 0.1, sign: -1)
        #expect(abs(result.caught - 0.25) < 1e-6)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
