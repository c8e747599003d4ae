import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// UIKit raises "Pushing a navigation controller is not supported" (NSInvalidArgumentException) and
/// forbids a tab bar controller as a child: the queue drops such a push with a report instead.
@MainActor
@Suite struct UnpushableScreenTests {
    let scene = NavigationScene()

    enum Container: CaseIterable { case navigationController, tabBarController }

    func container(_ kind: Container) -> ViewControllerModel {
        switch kind {
        case .navigationController:
            NavigationControllerModel(
                "nested", rootViewController: scene.screen("inner"), ledger: scene.ledger, clock: scene.clock)
        case .tabBarController:
            TabBarControllerModel("tabs", viewControllers: [scene.screen("tab")], ledger: scene.ledger)
        }
    }

    @Test(arguments: Container.allCases)
    func theNavigatorDropsAPushUIKitWouldRaiseOn(_ kind: Container) {
        let (transitions, navigation) = scene.attachedNavigation(playing: .crossFade)
        let reports = Diagnostics.record {
            transitions.core.navigator.navigate(.push(container(kind), animated: true), in: navigation)
            scene.settle()
        }
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(reports.map(\.category) == ["navigation"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        transitions.core.navigator.navigate(.push(scene.screen("detail"), animated: true), in: navigation)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "the queue is not stuck")
    }
}
