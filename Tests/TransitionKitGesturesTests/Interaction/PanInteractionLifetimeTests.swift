import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// What the coordinator holds: the navigation controller and the interaction weakly (UIKit owns
/// them), a finished transition not at all.
@MainActor
@Suite struct PanInteractionLifetimeTests {
    @Test func theCoordinatorKeepsNeitherTheNavigationControllerNorTheInteractionAlive() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        let pan = PanGestureModel()
        let catcher = PanGestureModel()
        let coordinator = PanInteractionCore<ModelPanPorts>(
            activation: .edge(.leading), pan: pan, catcher: catcher)
        weak var navigation: NavigationControllerModel?
        weak var interaction: PercentDrivenTransitionModel?
        do {
            let strongNavigation = NavigationControllerModel(
                rootViewController: ViewControllerModel("root", ledger: ledger), ledger: ledger, clock: clock)
            let strongInteraction = PercentDrivenTransitionModel(ledger: ledger)
            coordinator.interaction = strongInteraction
            coordinator.install(on: strongNavigation)
            navigation = strongNavigation
            interaction = strongInteraction
            #expect(coordinator.navigation === strongNavigation)
        }
        #expect(navigation == nil && interaction == nil)
        #expect(coordinator.navigation == nil)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aDriverAndItsTransitionsAreReleasedWithTheScene() {
        weak var driver: ModelPanDriver?
        weak var animator: PropertyAnimatorModel?
        do {
            let scene = PanScene()
            scene.touchDown(at: CGPoint(x: 5, y: 400))
            scene.move(toX: 20)
            scene.move(toX: 200)
            animator = scene.delegate.lastAnimation?.animator
            scene.lift(velocity: 800)
            scene.clock.runUntilIdle()
            #expect(scene.navigation.viewControllers.count == 1)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
            driver = scene.driver
        }
        #expect(driver == nil, "no cycle through the recognizers' targets or the coordinator")
        #expect(animator == nil, "the finished transition's animator is not kept")
    }
}
