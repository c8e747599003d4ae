import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The environment where a stack sits reaches every route screen: each screen is its
/// own hosting controller, so the coordinator re-applies the captured environment at every
/// screen's root — an environment object, a custom key and an `openURL` override set outside the
/// stack, and every later change of them.
@MainActor
struct RouterCoreEnvironmentTests {
    private let outside = StackEnvironmentModel(store: StoreModel(), customKey: "teal", openURL: "in-app")

    @Test func theRootSeesTheEnvironmentWhereTheStackSits() {
        let scene = RouterScene()
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: outside)
        #expect(scene.root.rootViews == ["home"])
        #expect(scene.root.environments == [outside])
        #expect(scene.coordinator.environment == outside)
    }

    @Test func aPushedScreenGetsTheEnvironmentBeforeUIKitIsHandedIt() {
        let scene = RouterScene()
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: outside)
        let a = scene.screen("a")
        scene.push(a)
        #expect(a.rootViews == ["a"])
        #expect(a.environments == [outside])
        #expect(scene.root.rootViews == ["home"], "other screens are not set again")
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aScreenPushedDuringATransitionGetsItAtOnce() {
        let scene = RouterScene()
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: outside)
        scene.push(scene.screen("a"))
        let b = scene.screen("b")
        scene.push(b)
        #expect(b.environments == [outside])
        #expect(!scene.uikitStack.contains("b"), "UIKit gets it after the running push")
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "b"])
        #expect(b.environments == [outside], "not set again when UIKit shows it")
    }

    @Test func everyLaterChangeReachesEveryScreenOnce() {
        let scene = RouterScene()
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: outside)
        let a = scene.screen("a")
        let b = scene.screen("b")
        scene.push(a)
        scene.push(b)
        scene.settle()
        var changed = outside
        changed.store = StoreModel()
        changed.customKey = "orange"
        changed.openURL = "safari"
        scene.coordinator.stackDidUpdate(rootContent: "home v2", environment: changed)
        #expect(scene.root.rootViews == ["home", "home v2"])
        #expect(scene.root.environments == [outside, changed])
        #expect(a.rootViews == ["a", "a"])
        #expect(a.environments == [outside, changed])
        #expect(b.environments == [outside, changed])
    }

    @Test func aScreenLeavingTheStackKeepsWhatItHad() {
        let scene = RouterScene()
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: outside)
        let a = scene.screen("a")
        scene.push(a)
        scene.settle()
        scene.dismissTop()
        var changed = outside
        changed.customKey = "orange"
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: changed)
        #expect(a.environments == [outside], "popping: UIKit may still animate it")
        #expect(scene.root.environments == [outside, changed])
        scene.settle()
        #expect(scene.uikitStack == ["root"])
    }

    @Test func beforeTheFirstCaptureScreensAreNotSetAgain() {
        let scene = RouterScene()
        let a = scene.screen("a")
        scene.push(a)
        #expect(a.rootViews.isEmpty, "its host already shows its content")
        #expect(scene.coordinator.environment == nil)
    }

    @Test func detachingForgetsTheEnvironmentAndAttachingShowsTheNextOne() {
        let scene = RouterScene()
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: outside)
        let a = scene.screen("a")
        scene.push(a)
        scene.settle()
        scene.coordinator.detach(from: scene.navigation)
        #expect(scene.coordinator.environment == nil, "its objects may hold the router")
        #expect(a.rootViews == ["a", nil])
        #expect(a.environments == [outside, nil])
        var next = outside
        next.store = StoreModel()
        scene.coordinator.stackDidUpdate(rootContent: "home v2", environment: next)
        #expect(a.rootViews == ["a", nil], "suspended: nothing shown")
        #expect(scene.root.rootViews == ["home", nil])
        scene.coordinator.attach(to: scene.navigation)
        #expect(scene.root.rootViews == ["home", nil, "home v2"])
        #expect(scene.root.environments.last == next)
        #expect(a.rootViews == ["a", nil, "a"])
        #expect(a.environments.last == next)
    }
}
