import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The 2-D drag feed of the interaction handle (the zoom dismissal): one mapping from
/// translation and pinch scale to progress, its velocities to progress per second, and the same
/// release policy deciding — through the real coordinator on the UIKit models.
@MainActor
@Suite struct DragProgressTests {
    @Test func theMappingTakesWhicheverOfDragAndPinchWentFurther() {
        let drag = DragProgress(referenceDistance: 844)
        #expect(drag.progress(translation: CGPoint(x: 30, y: 211), scale: 1) == 0.25)
        #expect(
            drag.progress(translation: CGPoint(x: 0, y: 211), scale: 0.75) == 0.5, "the pinch went further")
        #expect(
            drag.progress(translation: CGPoint(x: 0, y: 422), scale: 0.875) == 0.5, "the drag went further")
        #expect(drag.progress(translation: CGPoint(x: 0, y: -211), scale: 1.5) == -0.25, "outside 0…1 passes")
        #expect(drag.velocity(translationVelocity: CGPoint(x: 500, y: 422), scaleVelocity: 0) == 0.5)
        #expect(drag.velocity(translationVelocity: .zero, scaleVelocity: -1) == 2)
        #expect(drag.velocity(translationVelocity: CGPoint(x: 0, y: -844), scaleVelocity: 0.5) == -1)
    }

    @Test func badInputHasItsDocumentedValue() {
        let drag = DragProgress(referenceDistance: 844)
        #expect(drag.progress(translation: CGPoint(x: CGFloat.nan, y: .nan), scale: .nan) == 0)
        #expect(drag.progress(translation: CGPoint(x: 0, y: CGFloat.infinity), scale: .infinity) == 0)
        #expect(drag.progress(translation: .zero, scale: -3) == 2, "a negative scale counts as 0")
        #expect(
            drag.velocity(translationVelocity: CGPoint(x: 0, y: CGFloat.nan), scaleVelocity: -.infinity) == 0)
        for distance in [0, -844, Double.nan, .infinity] {
            let degenerate = DragProgress(referenceDistance: distance)
            #expect(degenerate.progress(translation: CGPoint(x: 0, y: 100), scale: 1) == 0, "\(distance)")
            #expect(degenerate.velocity(translationVelocity: CGPoint(x: 0, y: 100), scaleVelocity: 0) == 0)
        }
    }

    @Test func theReferenceDistanceIsTheNavigationControllersViewHeight() throws {
        let scene = PanScene(navigationFrame: CGRect(x: 0, y: 0, width: 390, height: 400))
        #expect(scene.coordinator.dragProgress == DragProgress(referenceDistance: 400))
        let handle = try #require(scene.coordinator.beginInteractivePop())
        handle.update(translation: CGPoint(x: 0, y: 100), scale: 1)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.25) < 1e-9)
        handle.update(translation: CGPoint(x: 0, y: 100), scale: 0.75)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.5) < 1e-9)
        handle.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theReleasePolicyDecidesFromTheConvertedVelocities() throws {
        // 844-point view: 84.4 points down is progress 0.1; a pinch at −3/s or a drag at
        // 2532 points/s is 6 or 3 progress per second.
        let cases: [(CGPoint, Double, Double, ReleaseOutcome, Int)] = [
            (.zero, 0, 0, .cancel, 2),
            (.zero, -3, 6, .finish, 1),
            (CGPoint(x: 0, y: 2532), 0, 3, .finish, 1),
            (CGPoint(x: 0, y: -2532), 0.5, -1, .cancel, 2),
        ]
        for (translationVelocity, scaleVelocity, progressVelocity, outcome, remaining) in cases {
            let scene = PanScene()
            let handle = try #require(scene.coordinator.beginInteractivePop())
            handle.update(translation: CGPoint(x: 0, y: 84.4), scale: 1)
            handle.end(translationVelocity: translationVelocity, scaleVelocity: scaleVelocity)
            let expected = scene.coordinator.releasePolicy.resolve(
                progress: 84.4 / 844, velocity: progressVelocity)
            #expect(expected.outcome == outcome, "\(translationVelocity) \(scaleVelocity)")
            #expect(scene.coordinator.machine.lastDecision == expected)
            #expect(!handle.isActive)
            scene.clock.runUntilIdle()
            #expect(scene.navigation.viewControllers.count == remaining)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
    }

    @Test func nonFiniteDragsAndReleasesAreNormalized() throws {
        let scene = PanScene()
        let handle = try #require(scene.coordinator.beginInteractivePop())
        handle.update(translation: CGPoint(x: 0, y: 422), scale: 1)
        handle.update(translation: CGPoint(x: CGFloat.nan, y: .infinity), scale: .nan)
        #expect(abs(scene.onScreenProgress ?? -1) < 1e-9, "counts as no drag: progress 0")
        handle.update(translation: .zero, scale: 0.8)
        handle.end(translationVelocity: CGPoint(x: 0, y: CGFloat.nan), scaleVelocity: .infinity)
        let expected = scene.coordinator.releasePolicy.resolve(progress: (1 - 0.8) / 0.5, velocity: 0)
        #expect(scene.coordinator.machine.lastDecision == expected)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDragAfterTheEndIsIgnored() throws {
        let scene = PanScene()
        let handle = try #require(scene.coordinator.beginInteractivePop())
        handle.update(translation: .zero, scale: 0.75)
        handle.end(translationVelocity: .zero, scaleVelocity: -1)
        let decided = scene.coordinator.phase
        let decision = scene.coordinator.machine.lastDecision
        handle.update(translation: CGPoint(x: 0, y: -844), scale: 2)
        handle.end(translationVelocity: CGPoint(x: 0, y: -5000), scaleVelocity: 5)
        #expect(scene.coordinator.phase == decided)
        #expect(scene.coordinator.machine.lastDecision == decision)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
