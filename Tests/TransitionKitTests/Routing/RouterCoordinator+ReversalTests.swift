import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// A route stack changed back to where the running push started (the path shortened, `back()`)
/// asks the navigation delegate to turn the push around, once; any other change waits for the
/// transition's end as before, and either way UIKit ends showing the route stack.
@MainActor
struct RouterCoordinatorReversalTests {
    final class Asked {
        var count = 0
    }

    func pushing(turns: Bool) -> (RouterScene, Asked) {
        let scene = RouterScene()
        let asked = Asked()
        scene.coordinator.reverseRunningTransition = {
            asked.count += 1
            return turns
        }
        _ = scene.coordinator.push(scene.screen("detail"), tag: "detail")
        scene.clock.advance(by: 0.1)
        return (scene, asked)
    }

    @Test func backDuringThePushAsksToTurnItAround() {
        let (scene, asked) = pushing(turns: true)
        let calls = scene.navigation.calls.count
        #expect(scene.coordinator.back() == nil)
        #expect(asked.count == 1)
        #expect(scene.navigation.calls.count == calls, "no call while it turns")
        #expect(scene.routerStack == ["root"])
        scene.settle()
        // The modelled push is UIKit's own slide, which cannot turn: it ends, and the reconcile
        // after its end pops, so UIKit still ends where the route stack is.
        #expect(scene.uikitStack == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPushTowardAnotherScreenDoesNotAsk() {
        let (scene, asked) = pushing(turns: true)
        _ = scene.coordinator.push(scene.screen("other"), tag: "other")
        #expect(asked.count == 0)
        scene.settle()
        #expect(scene.uikitStack == ["root", "detail", "other"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func whenItCannotTurnTheChangeWaitsAsBefore() {
        let (scene, asked) = pushing(turns: false)
        #expect(scene.coordinator.back() == nil)
        #expect(asked.count == 1)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.navigation.calls.last == .popToRoot(animated: true))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func idleChangesNeverAsk() {
        let scene = RouterScene()
        var asked = 0
        scene.coordinator.reverseRunningTransition = {
            asked += 1
            return true
        }
        _ = scene.coordinator.push(scene.screen("detail"), tag: "detail")
        scene.settle()
        _ = scene.coordinator.back()
        scene.settle()
        #expect(asked == 0)
        #expect(scene.uikitStack == ["root"])
    }
}
