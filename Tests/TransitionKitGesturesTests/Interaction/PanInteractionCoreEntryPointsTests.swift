import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The coordinator's entry points other than a finger: the interaction handle, gesture
/// arbitration, installing.
@MainActor
@Suite struct PanInteractionCoreEntryPointsTests {
    @Test func theInteractionHandleDrivesThePopTheFingerStarted() throws {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        let handle: any TransitionInteraction = scene.coordinator
        #expect(handle.isActive)
        handle.update(progress: 0.4)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.4) < 1e-9)
        handle.update(progress: .nan)
        #expect(abs((scene.onScreenProgress ?? -1) - 0.4) < 1e-9, "NaN is ignored")
        handle.end(velocity: 2)
        #expect(!handle.isActive)
        #expect(scene.coordinator.phase == .settling(.finish))
        handle.update(progress: 0.1)
        handle.cancel()
        #expect(scene.coordinator.phase == .settling(.finish), "calls after the end are ignored")
        scene.lift()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [PanActivation.edge(.leading), .region(.fullWidth)])
    func arbitrationFollowsGestureArbitrationForThePopPanOnly(activation: PanActivation) {
        let scene = PanScene(activation: activation)
        let other = PanGestureModel()
        let scrolled = ScrollViewGeometry(
            contentOffset: CGPoint(x: 120, y: 0), contentSize: CGSize(width: 1200, height: 200),
            boundsSize: CGSize(width: 390, height: 200))
        let atStart = ScrollViewGeometry(
            contentOffset: .zero, contentSize: CGSize(width: 1200, height: 200),
            boundsSize: CGSize(width: 390, height: 200))
        let pan = scene.driver.pan
        #expect(
            scene.coordinator.arbitration(of: pan, with: other, competitor: .scrollView(scrolled))
                == .driverWaits)
        #expect(
            scene.coordinator.arbitration(of: pan, with: other, competitor: .scrollView(atStart))
                == .otherWaits)
        let expectedForPans: GestureArbitration = activation == .edge(.leading) ? .independent : .driverWaits
        #expect(scene.coordinator.arbitration(of: pan, with: other, competitor: .pan) == expectedForPans)
        #expect(scene.coordinator.arbitration(of: pan, with: other, competitor: .other) == .independent)
        #expect(
            scene.coordinator.arbitration(of: scene.driver.catcher, with: other, competitor: .pan)
                == .independent,
            "the catching recognizer waits for nobody")
        #expect(
            scene.coordinator.arbitration(of: pan, with: scene.driver.catcher, competitor: .pan)
                == .independent)
        scene.coordinator.uninstall()
        #expect(
            scene.coordinator.arbitration(of: pan, with: other, competitor: .scrollView(scrolled))
                == .independent,
            "uninstalled")
    }

    @Test func aCompetingRecognizerIsClassifiedFromWhatUIKitReports() {
        let geometry = ScrollViewGeometry(
            contentOffset: .zero, contentSize: CGSize(width: 10, height: 10),
            boundsSize: CGSize(width: 5, height: 5))
        #expect(
            CompetingGesture(isPan: true, scrollView: geometry, isScrollViewPan: true)
                == .scrollView(geometry))
        #expect(
            CompetingGesture(isPan: true, scrollView: geometry, isScrollViewPan: false) == .pan,
            "another pan on a scroll view is not the scroll view's")
        #expect(CompetingGesture(isPan: true, scrollView: nil, isScrollViewPan: false) == .pan)
        #expect(CompetingGesture(isPan: false, scrollView: geometry, isScrollViewPan: false) == .other)
        #expect(CompetingGesture(isPan: false, scrollView: nil, isScrollViewPan: false) == .other)
    }

    @Test func installingTwiceDoesNothingAndInstallingElsewhereMovesTheDriver() {
        let scene = PanScene()
        scene.coordinator.install(on: scene.navigation)
        #expect(!scene.navigation.isInteractivePopGestureEnabled)
        #expect(scene.driver.pan.view === scene.navigation.view)
        let other = NavigationControllerModel(
            "other", rootViewController: ViewControllerModel("other root", ledger: scene.ledger),
            ledger: scene.ledger, clock: scene.clock)
        scene.coordinator.install(on: other)
        #expect(scene.navigation.isInteractivePopGestureEnabled, "restored on the previous controller")
        #expect(!other.isInteractivePopGestureEnabled)
        #expect(scene.driver.pan.view === other.view && scene.driver.catcher.view === other.view)
        #expect(scene.coordinator.navigation === other)
    }
}
