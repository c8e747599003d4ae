import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The pop a gesture drives plays its pair's `.interactivePop` registration, decided when UIKit
/// asks for the animator and recorded in the decision; the Back button's pop of the same pair
/// plays the push reversed; and the driver takes the swipe when only the gesture's pop is custom.
@MainActor
@Suite struct NavigationDelegateCoreGesturePopTests {
    let scene = NavigationScene()

    func gridAndViewer(
        pair: ModeledTransition
    ) -> (ModeledTransitions, NavigationControllerModel, ModeledDriver) {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        transitions.core.vendor.registry.register(
            pair, from: GridScreenModel.self, to: ViewerScreenModel.self)
        transitions.core.vendor.registry.register(
            .crossFade, for: .interactivePop, from: GridScreenModel.self, to: ViewerScreenModel.self)
        let navigation = NavigationControllerModel(
            "navigation", rootViewController: GridScreenModel("grid", ledger: scene.ledger),
            ledger: scene.ledger,
            clock: scene.clock)
        scene.window.addSubview(navigation.view)
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        navigation.pushViewController(ViewerScreenModel("viewer", ledger: scene.ledger), animated: true)
        scene.settle()
        return (transitions, navigation, driver)
    }

    @Test func aSwipePlaysItsOwnPopAndTheBackButtonThePushReversed() throws {
        let (transitions, navigation, _) = gridAndViewer(pair: .slide)
        let handle = try #require(transitions.core.beginInteractivePop(of: navigation))
        let swipe = try #require(transitions.madeAnimators.last?.decision)
        #expect(swipe.style?.kind == .crossFade && swipe.playsGesturePop)
        handle.update(progress: 0.7)
        handle.end(velocity: 1)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["grid"])
        navigation.pushViewController(ViewerScreenModel("viewer 2", ledger: scene.ledger), animated: true)
        scene.settle()
        navigation.popViewController(animated: true)
        let button = try #require(transitions.madeAnimators.last?.decision)
        #expect(button.style?.kind == .slide && button.operation == .pop && !button.playsGesturePop)
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theDriverTakesTheSwipeWhenOnlyTheGesturesPopIsCustom() {
        let (transitions, navigation, _) = gridAndViewer(pair: .system)
        #expect(transitions.core.popPlaysCustomTransition(in: navigation))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// A style that carries its gesture-driven pop (``TransitionStyle/interactivePop(_:)``), as
/// `TransitionStack`'s routes and `transitionNavigation`'s registrations give it through one
/// factory for every pair: the swipe plays it, the Back button the push reversed.
@MainActor
@Suite struct NavigationDelegateCoordinatorStyleGesturePopTests {
    let scene = NavigationScene()

    @Test func aSwipePlaysTheStylesGesturePopAndTheBackButtonTheStyle() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        transitions.core.vendor.registry.register(
            from: ViewControllerModel.self, to: ViewControllerModel.self
        ) {
            _, _, _ in ModeledTransition(.zoom.interactivePop(.crossFade))
        }
        let navigation = NavigationControllerModel(
            "navigation", rootViewController: GridScreenModel("grid", ledger: scene.ledger),
            ledger: scene.ledger, clock: scene.clock)
        scene.window.addSubview(navigation.view)
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        navigation.pushViewController(ViewerScreenModel("viewer", ledger: scene.ledger), animated: true)
        scene.settle()
        let handle = try #require(transitions.core.beginInteractivePop(of: navigation))
        let swipe = try #require(transitions.madeAnimators.last?.decision)
        #expect(swipe.style == .crossFade && swipe.operation == .pop && swipe.playsGesturePop)
        handle.update(progress: 0.7)
        handle.end(velocity: 1)
        scene.settle()
        navigation.pushViewController(ViewerScreenModel("viewer 2", ledger: scene.ledger), animated: true)
        scene.settle()
        navigation.popViewController(animated: true)
        let button = try #require(transitions.madeAnimators.last?.decision)
        #expect(button.style?.kind == .zoom && button.operation == .pop && !button.playsGesturePop)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["grid"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
