import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The navigator of a plain navigation controller: one transition at a time through the
/// bar-less controller's neutral queue, on the navigation-controller model.
@MainActor
@Suite struct NavigationDelegateCoreNavigatorTests {
    let scene = NavigationScene()

    func attached(depth: Int) -> (ModeledTransitions, NavigationControllerModel) {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        for index in 1..<depth {
            navigation.pushViewController(scene.screen("screen \(index)"), animated: false)
        }
        return (transitions, navigation)
    }

    @Test func aDeepLinkPopToRootThenPushPlaysTwoCleanTransitions() {
        let (transitions, navigation) = attached(depth: 3)
        let log = transitions.recordAnnouncements()
        let viewer = scene.screen("viewer")
        transitions.core.navigator.navigate(.popToRoot(animated: true), in: navigation)
        transitions.core.navigator.navigate(.push(viewer, animated: true), in: navigation)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "viewer"])
        #expect(
            log.lines == [
                "willBegin pop screen 2→root", "didEnd pop screen 2→root",
                "willBegin push root→viewer", "didEnd push root→viewer",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPopDuringAPushWaitsForIt() {
        let (transitions, navigation) = attached(depth: 1)
        transitions.core.navigator.navigate(.push(scene.screen("detail"), animated: true), in: navigation)
        transitions.core.navigator.navigate(.pop(animated: true), in: navigation)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "the pop waits")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func popToAndSetStackRunInOrder() {
        let (transitions, navigation) = attached(depth: 3)
        let first = navigation.viewControllers[1]
        let other = scene.screen("other")
        transitions.core.navigator.navigate(.popTo(first, animated: true), in: navigation)
        transitions.core.navigator.navigate(
            .setStack([navigation.viewControllers[0], other], animated: true), in: navigation)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "other"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func pushingAScreenAlreadyInTheStackIsDroppedAndReported() {
        let (transitions, navigation) = attached(depth: 2)
        let inStack = navigation.viewControllers[0]
        let reports = Diagnostics.record {
            transitions.core.navigator.navigate(.push(inStack, animated: true), in: navigation)
            scene.settle()
        }
        #expect(navigation.viewControllers.map(\.name) == ["root", "screen 1"])
        #expect(reports.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aThousandRequestsInOneTurnRunOneAtATimeInOrder() {
        let (transitions, navigation) = attached(depth: 1)
        var expected = ["root"]
        let reports = Diagnostics.record {
            for index in 0..<1000 {
                if index % 3 == 2 {
                    transitions.core.navigator.navigate(.pop(animated: true), in: navigation)
                    expected.removeLast()
                } else {
                    transitions.core.navigator.navigate(
                        .push(scene.screen("s\(index)"), animated: true), in: navigation)
                    expected.append("s\(index)")
                }
            }
            // 1,000 transitions of 0.3 s, one after the other.
            scene.clock.runUntilIdle(limit: 1000)
        }
        #expect(navigation.viewControllers.map(\.name) == expected)
        #expect(reports.isEmpty, "no request was dropped")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func requestsForADetachedOrReleasedControllerAreDroppedAndReported() {
        let (transitions, navigation) = attached(depth: 2)
        transitions.detach(from: navigation)
        let reports = Diagnostics.record {
            #expect(!transitions.core.navigator.navigate(.pop(animated: true), in: navigation))
            #expect(!transitions.core.navigator.navigate(.pop(animated: true), in: nil))
        }
        #expect(reports.count == 2)
        #expect(navigation.viewControllers.count == 2)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension NavigationDelegateCoreNavigatorTests {
    @Test(arguments: [true, false])
    func aRequestDuringAnInteractivePopWaitsForIt(finishes: Bool) throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: false)
        let interaction = try #require(driver.beginPop())
        interaction.update(0.4)
        transitions.core.navigator.navigate(.push(scene.screen("next"), animated: true), in: navigation)
        transitions.core.navigator.navigate(
            .setStack([navigation.viewControllers[0]], animated: true), in: navigation)
        let vended = transitions.madeAnimators.count
        #expect(!navigation.viewControllers.contains { $0.name == "next" }, "nothing nests in the pop")
        if finishes { interaction.finish() } else { interaction.cancel() }
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"], "both ran after the pop, in order")
        #expect(transitions.madeAnimators.count == vended + 2, "as two transitions of their own")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
