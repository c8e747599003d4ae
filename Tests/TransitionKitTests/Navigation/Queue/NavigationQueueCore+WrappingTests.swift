import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The bar-less queue with screens wrapped in containers (as the toolbar container wraps them):
/// a screen is known by its content whether the caller passes the screen or its container, each
/// is wrapped once, an empty stack takes its first screen straight away, and a storyboard's stack
/// is wrapped once.
@MainActor
@Suite struct NavigationQueueCoreWrappingTests {
    let scene = NavigationScene()

    func barless(_ navigation: NavigationControllerModel) -> ModeledBarless {
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.wraps = true
        barless.viewDidLoad(navigation)
        return barless
    }

    @Test func screensEnterWrappedOnceAndAreKnownByTheirContent() throws {
        let reports = try Diagnostics.record {
            let navigation = scene.navigation()
            _ = barless(navigation)
            let detail = scene.screen("detail")
            navigation.pushViewController(detail, animated: true)
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            #expect(
                navigation.viewControllers.map(\.name) == ["root", "[detail]"], "the double tap ran once")
            let container = try #require(navigation.topViewController)
            navigation.pushViewController(container, animated: true)
            scene.settle()
            #expect(
                navigation.viewControllers.map(\.name) == ["root", "[detail]"],
                "its container is the same screen"
            )
            let more = scene.screen("more")
            navigation.pushViewController(more, animated: false)
            let popped = navigation.popToViewController(detail, animated: false)
            #expect(popped?.map(\.name) == ["[more]"], "popping to a screen finds its container")
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        // Pushing the top screen again is dropped twice, and reported.
        #expect(reports.count == 2)
        #expect(
            reports.allSatisfy {
                $0.category == "barless" && $0.message.contains(" dropped: alreadyOnTop (push(")
            })
    }

    @Test func theFirstScreenOfAnEmptyStackGoesStraightToUIKit() {
        let reports = Diagnostics.record {
            let navigation = NavigationControllerModel(
                rootViewController: nil, ledger: scene.ledger, clock: scene.clock)
            let barless = barless(navigation)
            #expect(navigation.popViewController(animated: true) == nil, "nothing to pop: dropped")
            navigation.setViewControllers([], animated: true)
            #expect(navigation.viewControllers.isEmpty, "an empty stack is dropped")
            navigation.pushViewController(scene.screen("first"), animated: true)
            #expect(navigation.viewControllers.map(\.name) == ["[first]"])
            navigation.pushViewController(scene.screen("second"), animated: true)
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["[first]", "[second]"])
            #expect(barless.canBeginInteractivePop)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(
            reports.map(\.description) == [
                "[barless] Navigation request dropped: atRoot (pop(animated: true))",
                "[barless] Navigation request dropped: emptyStack (setStack([], animated: true))",
            ])
    }

    @Test func aDecodedStackIsWrappedOnce() {
        let navigation = scene.navigation()
        navigation.superPushViewController(scene.screen("decoded"), animated: false)
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.wraps = true
        barless.coordinator.wrapDecodedStack()
        #expect(navigation.viewControllers.map(\.name) == ["[root]", "[decoded]"])
        let wrapped = navigation.viewControllers
        barless.coordinator.wrapDecodedStack()
        #expect(navigation.viewControllers.elementsEqual(wrapped, by: ===), "already wrapped: left alone")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theDuplicatePushPolicyAppliesToTheQueueInFlight() {
        let navigation = scene.navigation()
        let barless = barless(navigation)
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: false)
        navigation.pushViewController(scene.screen("more"), animated: false)
        barless.coordinator.queue.duplicatePushPolicy = .popToExisting
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "[detail]"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func allowingDuplicatePushesActsAsRejectAndIsReported() {
        let navigation = scene.navigation()
        let barless = barless(navigation)
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: false)
        navigation.pushViewController(scene.screen("more"), animated: false)
        let reports = Diagnostics.record { barless.coordinator.queue.duplicatePushPolicy = .allow }
        #expect(reports.map(\.level) == [.fault])
        let dropped = Diagnostics.record {
            navigation.pushViewController(detail, animated: true)
            scene.settle()
        }
        #expect(
            dropped.map(\.description) == [
                "[barless] Navigation request #2 dropped: alreadyInStack (push(\(ObjectIdentifier(detail)), animated: true))"
            ])
        #expect(navigation.viewControllers.map(\.name) == ["root", "[detail]", "[more]"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func beforeItIsConnectedEveryCallPassesThroughToUIKit() {
        let navigation = scene.navigation()
        let coordinator = NavigationQueueCore<ModeledBarless>()
        var calls: [String] = []
        coordinator.pushViewController(scene.screen("a"), animated: false) { calls.append("push") }
        _ = coordinator.popViewController(animated: false) {
            calls.append("pop")
            return nil
        }
        _ = coordinator.popToRootViewController(animated: false) {
            calls.append("popToRoot")
            return nil
        }
        coordinator.setViewControllers([], animated: false) { calls.append("set") }
        #expect(calls == ["push", "pop", "popToRoot", "set"])
        #expect(!coordinator.canBeginInteractivePop)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
    }
}
