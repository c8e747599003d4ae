import Foundation
import Testing
import TransitionKitCore
import UIKitModels

/// A `UINavigationController` subclass's overrides: every navigation method and the `delegate`
/// setter go through them, `super` runs the model's own behavior, and a setter that assigns itself
/// without end is recorded and cut instead of overflowing the stack.
@MainActor
@Suite struct NavigationControllerModelSubclassTests {
    let scene = Scene()
    var ledger: ContractLedger { scene.ledger }
    var navigation: NavigationControllerModel { scene.navigation }

    /// Logs each override and calls `super`.
    final class Logging: NavigationControllerSubclassing {
        var calls: [String] = []
        func setDelegate(
            _ delegate: (any ModeledNavigationControllerDelegate)?,
            of navigationController: NavigationControllerModel,
            super callSuper: ((any ModeledNavigationControllerDelegate)?) -> Void
        ) {
            calls.append("delegate")
            callSuper(delegate)
        }
        func pushViewController(
            _ viewController: ViewControllerModel, animated: Bool,
            of navigationController: NavigationControllerModel,
            super callSuper: () -> Void
        ) {
            calls.append("push \(viewController.name)")
            callSuper()
        }
        func popViewController(
            animated: Bool, of navigationController: NavigationControllerModel,
            super callSuper: () -> ViewControllerModel?
        ) -> ViewControllerModel? {
            calls.append("pop")
            return callSuper()
        }
    }

    @Test func theOverridesSeeEveryCallAndSuperDoesUIKitsPart() {
        let logging = Logging()
        navigation.subclass = logging
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("a"), animated: false)
        let popped = navigation.popViewController(animated: false)
        _ = navigation.popToRootViewController(animated: false)
        #expect(logging.calls == ["delegate", "push a", "pop"])
        #expect(popped?.name == "a")
        #expect(navigation.delegate === delegate)
        #expect(navigation.delegateAssignments == 1)
        #expect(navigation.events.count == 4, "willShow and didShow of the push and of the pop")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func theSystemPopGestureCallsTheOverride() {
        let logging = Logging()
        navigation.subclass = logging
        navigation.pushViewController(scene.screen("a"), animated: false)
        let interaction = navigation.beginInteractivePop()
        #expect(logging.calls == ["push a", "pop"])
        interaction?.cancel()
        scene.clock.runUntilIdle()
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aSetterThatAssignsItselfWithoutEndIsRecordedAndCut() {
        final class Recursing: NavigationControllerSubclassing {
            func setDelegate(
                _ delegate: (any ModeledNavigationControllerDelegate)?,
                of navigationController: NavigationControllerModel,
                super callSuper: ((any ModeledNavigationControllerDelegate)?) -> Void
            ) {
                navigationController.delegate = nil
            }
        }
        navigation.subclass = Recursing()
        ledger.expect(NavigationControllerModel.Contract.delegateRecursion) {
            navigation.delegate = ScriptedDelegate()
        }
        #expect(navigation.delegateAssignments == 0)
    }
}
