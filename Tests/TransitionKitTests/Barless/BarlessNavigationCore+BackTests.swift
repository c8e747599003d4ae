import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// VoiceOver's escape and ⌘[ on a bar-less controller: they pop a pushed screen, animated,
/// where UIKit's back button would; mid-transition they are consumed and do nothing; at the root or
/// under `hidesBackButton` they are not the controller's (the escape goes on to a presenter).
@MainActor
@Suite struct BarlessNavigationCoreBackTests {
    let scene = NavigationScene()

    private func barlessWithDetail() -> (NavigationControllerModel, ModeledBarless) {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        return (navigation, barless)
    }

    @Test func escapePopsThePushedScreenAnimated() {
        let (navigation, barless) = barlessWithDetail()
        let log = barless.transitions.recordAnnouncements()
        #expect(barless.coordinator.backCommand(hidesBackButton: false) == .pop)
        #expect(barless.coordinator.offersBackKeyCommand(hidesBackButton: false))
        #expect(barless.coordinator.performBack(hidesBackButton: false))
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(log.lines == ["willBegin pop detail→root", "didEnd pop detail→root"], "animated")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func atTheRootTheCommandIsPassedOn() {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        #expect(barless.coordinator.backCommand(hidesBackButton: false) == .passOn)
        #expect(!barless.coordinator.offersBackKeyCommand(hidesBackButton: false))
        #expect(!barless.coordinator.performBack(hidesBackButton: false))
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
    }

    @Test func aHiddenBackButtonPassesTheCommandOn() {
        let (navigation, barless) = barlessWithDetail()
        #expect(!barless.coordinator.performBack(hidesBackButton: true))
        #expect(!barless.coordinator.offersBackKeyCommand(hidesBackButton: true))
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
    }

    @Test func midTransitionTheCommandIsConsumedAndDoesNothing() {
        let (navigation, barless) = barlessWithDetail()
        navigation.pushViewController(scene.screen("more"), animated: true)
        #expect(barless.coordinator.backCommand(hidesBackButton: false) == .ignore)
        #expect(barless.coordinator.offersBackKeyCommand(hidesBackButton: false))
        #expect(
            barless.coordinator.performBack(hidesBackButton: false), "consumed: not passed to a presenter")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail", "more"], "nothing queued")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
