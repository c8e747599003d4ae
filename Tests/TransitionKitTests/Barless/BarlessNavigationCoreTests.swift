import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The bar-less controller's delegate slot: whatever the app assigns after the view
/// loaded, the transitions object stays UIKit's delegate, the app's object receives every
/// forwarded call, and nothing recurses.
@MainActor
@Suite struct BarlessNavigationCoreTests {
    let scene = NavigationScene()

    /// How the app assigns its delegate after the view loaded.
    enum Assignment: String, CaseIterable, CustomStringConvertible {
        /// `navigationController?.delegate = self` in a screen's `viewDidLoad`.
        case delegate
        /// `nav.additionalDelegate = self`.
        case additionalDelegate
        var description: String { rawValue }
    }

    @Test(arguments: Assignment.allCases)
    func delegateSetAfterTheViewLoadedKeepsTheTransitionsAndReachesTheApp(assignment: Assignment) {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        let app = AppDelegateDouble()
        switch assignment {
        case .delegate: navigation.delegate = app
        case .additionalDelegate: barless.additionalDelegate = app
        }
        #expect(navigation.delegate === barless.transitions, "the transitions object stays UIKit's delegate")
        #expect(barless.additionalDelegate === app)
        #expect(
            navigation.delegateMethods == [
                .willShow, .didShow, .animationController, .interactionController,
            ],
            "UIKit re-read the transitions object's methods")

        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(
            app.calls == [
                "willShow detail", "interactionController", "didShow detail",
                "willShow root", "interactionController", "didShow root",
            ],
            "the app receives every forwarded call (no driver: the app is asked for an interaction controller)"
        )
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theAppIsAskedForAnimatorsWhereTheTransitionsPlayNothing() {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        barless.transitions.core.vendor.registry.defaultValue = .system
        let app = AppDelegateDouble()
        navigation.delegate = app
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(app.calls == ["willShow detail", "animationController push root→detail", "didShow detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func assigningTheTransitionsObjectOrNilKeepsItAndClearsTheApp() {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        let app = AppDelegateDouble()
        navigation.delegate = app
        navigation.delegate = barless.transitions
        #expect(barless.additionalDelegate === app, "assigning the transitions object changes nothing")
        navigation.delegate = nil
        #expect(navigation.delegate === barless.transitions)
        #expect(barless.additionalDelegate == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
