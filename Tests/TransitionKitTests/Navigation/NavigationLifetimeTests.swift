import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Nothing the coordinators hold keeps a navigation controller, its screens, its animators or its
/// driver alive once the navigation controller is released (UIKit holds its delegate weakly; the
/// coordinators hold controllers and screens weakly).
@MainActor
@Suite struct NavigationLifetimeTests {
    let scene = NavigationScene()

    @Test func aPlainNavigationControllerIsReleasedWithItsScreensAnimatorsAndDriver() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let app = AppDelegateDouble()
        let other = scene.navigation("other")
        transitions.attach(to: other)
        weak var navigation: NavigationControllerModel?
        weak var detail: ViewControllerModel?
        weak var driver: ModeledDriver?
        do {
            let strongNavigation = scene.navigation()
            let strongDetail = scene.screen("detail")
            let strongDriver = ModeledDriver(ledger: scene.ledger)
            navigation = strongNavigation
            detail = strongDetail
            driver = strongDriver
            strongNavigation.delegate = app
            transitions.attach(to: strongNavigation, interaction: strongDriver)
            strongNavigation.pushViewController(strongDetail, animated: true)
            scene.settle()
            let interaction = try #require(strongDriver.beginPop())
            interaction.update(0.5)
            interaction.finish()
            scene.settle()
            strongNavigation.view.removeFromSuperview()
        }
        #expect(navigation == nil)
        #expect(detail == nil)
        #expect(transitions.madeAnimators.count == 2)
        #expect(transitions.madeAnimators.allSatisfy { $0.object == nil })
        #expect(transitions.additionalDelegate === app, "the app's delegate outlives the controller")
        // The driver goes with the next navigation the delegate sees.
        other.pushViewController(scene.screen("more"), animated: true)
        scene.settle()
        #expect(driver == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aBarlessControllerIsReleasedWithItsCoordinatorsAndWaitingScreensMidTransition() {
        weak var navigation: NavigationControllerModel?
        weak var barless: ModeledBarless?
        weak var transitions: ModeledTransitions?
        weak var driver: ModeledDriver?
        weak var waiting: ViewControllerModel?
        let app = AppDelegateDouble()
        do {
            let strongNavigation = scene.navigation()
            let strongBarless = ModeledBarless.make(strongNavigation, scene: scene)
            let strongDriver = ModeledDriver(ledger: scene.ledger)
            let strongWaiting = scene.screen("waiting")
            strongBarless.viewDidLoad(strongNavigation, driver: strongDriver)
            strongNavigation.delegate = app
            navigation = strongNavigation
            barless = strongBarless
            transitions = strongBarless.transitions
            driver = strongDriver
            waiting = strongWaiting
            strongNavigation.pushViewController(scene.screen("detail"), animated: true)
            strongNavigation.pushViewController(strongWaiting, animated: true)
            scene.clock.advance(by: 0.1)
            strongNavigation.view.removeFromSuperview()
        }
        scene.settle()
        #expect(navigation == nil)
        #expect(barless == nil)
        #expect(transitions == nil)
        #expect(driver == nil)
        #expect(waiting == nil, "a screen waiting in the queue goes with it")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
