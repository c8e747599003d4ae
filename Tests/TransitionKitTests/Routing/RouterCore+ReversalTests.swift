import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A route stack changed back to where the running push started (the path shortened, `back()`),
/// or a path lengthened back to the route the router's running pop takes away, asks the
/// navigation delegate to turn the transition around, once; any other change waits for the
/// transition's end as before, and either way UIKit ends showing the route stack.
@MainActor
struct RouterCoreReversalTests {
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
        scene.push(scene.screen("detail"))
        scene.clock.advance(by: 0.1)
        return (scene, asked)
    }

    @Test func backDuringThePushAsksToTurnItAround() {
        let (scene, asked) = pushing(turns: true)
        let calls = scene.navigation.calls.count
        #expect(scene.dismissTop() == .popped)
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
        scene.push(scene.screen("other"))
        #expect(asked.count == 0)
        scene.settle()
        #expect(scene.uikitStack == ["root", "detail", "other"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func whenItCannotTurnTheChangeWaitsAsBefore() {
        let (scene, asked) = pushing(turns: false)
        #expect(scene.dismissTop() == .popped)
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
        scene.push(scene.screen("detail"))
        scene.settle()
        scene.dismissTop()
        scene.settle()
        #expect(asked == 0)
        #expect(scene.uikitStack == ["root"])
    }

    /// Sets the path; each value becomes a screen named after it.
    func setPath(_ scene: RouterScene, _ path: [String]) {
        scene.coordinator.setPath(path.map(AnyHashable.init)) { value, transitions in
            (value.base as? String).map { scene.screen($0, transitions: transitions) }
        }
    }

    /// A path `["a"]` settled, then shortened to `[]`: the router's pop of "a" runs.
    func popping(turns: Bool) -> (RouterScene, Asked, RouteScreenModel) {
        let scene = RouterScene()
        setPath(scene, ["a"])
        scene.settle()
        let asked = Asked()
        scene.coordinator.reverseRunningTransition = {
            asked.count += 1
            return turns
        }
        let leaving = scene.coordinator.stack.top.payload
        setPath(scene, [])
        scene.clock.advance(by: 0.1)
        return (scene, asked, leaving)
    }

    @Test func aPathLengthenedBackToThePoppedRouteTurnsThePopAround() throws {
        let (scene, asked, leaving) = popping(turns: true)
        let id = try #require(leaving.routeState.id)
        let calls = scene.navigation.calls.count
        setPath(scene, ["a"])
        #expect(asked.count == 1)
        #expect(scene.navigation.calls.count == calls, "no call while it turns")
        #expect(scene.coordinator.stack.top.payload === leaving, "the same screen, not a new one")
        #expect(scene.coordinator.stack.ids == [scene.coordinator.stack.root.id, id])
        scene.settle()
        // The modelled pop is UIKit's own slide, which cannot turn: it ends, and the reconcile
        // after its end pushes the same screen again, so UIKit still ends where the route stack is.
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.model.topViewController === leaving.controller)
        #expect(scene.coordinator.path == ["a"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aValueLinkToThePoppedRouteTurnsThePopAround() {
        let (scene, asked, leaving) = popping(turns: true)
        scene.coordinator.pushValue("a", transition: nil) { _, _ in scene.screen("new") }
        #expect(asked.count == 1)
        #expect(scene.coordinator.stack.top.payload === leaving)
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func shortenedAgainWhileTurnedTurnsThePopForwardAgain() {
        let (scene, asked, _) = popping(turns: true)
        setPath(scene, ["a"])
        setPath(scene, [])
        #expect(asked.count == 2)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.coordinator.path.isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func whenThePopCannotTurnANewRouteIsPushedAfterIt() {
        let (scene, asked, leaving) = popping(turns: false)
        setPath(scene, ["a"])
        #expect(asked.count == 1)
        #expect(scene.coordinator.stack.top.payload !== leaving, "a new route, as before")
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.model.topViewController !== leaving.controller)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anotherValueDuringThePopDoesNotAsk() {
        let (scene, asked, _) = popping(turns: true)
        setPath(scene, ["b"])
        #expect(asked.count == 0)
        scene.settle()
        #expect(scene.uikitStack == ["root", "b"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
