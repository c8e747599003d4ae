import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Navigation asked of the library while a transition runs — the bar-less controller's queue, the
/// navigator of a plain controller, during the library's own transitions and during UIKit's own
/// interactive pop — on every modelled iOS release. The model records a nested push or pop at the
/// call (UIKit logs "nested push animation can result in corrupted navigation bar" and defers it),
/// so each passing test shows the library never nests one; every screen's appearance calls are
/// balanced (UIKit logs "Unbalanced calls to begin/end appearance transitions" otherwise).
@MainActor
@Suite struct NavigationDuringATransitionTests {
    /// Whether each `viewWill…` is closed by its `viewDid…` (a `viewWill…` may be reversed by the
    /// other one first, as a cancelled transition does) and none is left open.
    static func balanced(_ calls: [AppearanceCallback]) -> Bool {
        var open: AppearanceCallback?
        for call in calls {
            switch call {
            case .willAppear, .willDisappear: open = call
            case .didAppear:
                guard open == .willAppear else { return false }
                open = nil
            case .didDisappear:
                guard open == .willDisappear else { return false }
                open = nil
            }
        }
        return open == nil
    }

    @Test(arguments: SystemVersion.covered)
    func theBarlessQueueNeverNestsANavigation(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
        let (a, b, c) = (scene.screen("a"), scene.screen("b"), scene.screen("c"))
        let root = navigation.viewControllers[0]
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: true)
        navigation.setViewControllers([root, a, c], animated: true)
        navigation.popViewController(animated: true)
        navigation.pushViewController(b, animated: false)
        scene.clock.advance(by: 0.1)
        _ = navigation.popToRootViewController(animated: true)
        navigation.pushViewController(c, animated: true)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "c"])
        #expect(navigation.deferredStack == nil)
        for screen in [root, a, b, c] {
            #expect(Self.balanced(screen.appearance), "\(screen.name): \(screen.appearance)")
        }
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: SystemVersion.covered, [true, false])
    func theNavigatorWaitsForUIKitsOwnInteractivePop(version: SystemVersion, finishes: Bool) throws {
        let scene = NavigationScene(systemVersion: version)
        let (transitions, navigation) = scene.attachedNavigation(playing: .system)
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: false)
        let pop = try #require(
            version.hasContentPopGesture
                ? navigation.beginInteractiveContentPop() : navigation.beginInteractivePop())
        pop.update(0.4)
        let next = scene.screen("next")
        #expect(transitions.core.navigator.navigate(.push(next, animated: true), in: navigation))
        #expect(transitions.core.navigator.navigate(.pop(animated: true), in: navigation))
        #expect(navigation.deferredStack == nil, "nothing asked of UIKit yet")
        finishes ? pop.finish() : pop.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == (finishes ? ["root"] : ["root", "detail"]))
        #expect(navigation.transitionsBegun.count == 3, "the pop, then the push and the pop asked for")
        for screen in [navigation.viewControllers[0], detail, next] {
            #expect(Self.balanced(screen.appearance), "\(screen.name): \(screen.appearance)")
        }
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: SystemVersion.covered)
    func theNavigatorWaitsForAPushMadeDirectlyOnTheController(version: SystemVersion) {
        let scene = NavigationScene(systemVersion: version)
        let (transitions, navigation) = scene.attachedNavigation(playing: .crossFade)
        navigation.pushViewController(scene.screen("direct"), animated: true)
        transitions.core.navigator.navigate(
            .setStack([navigation.viewControllers[0]], animated: true), in: navigation)
        transitions.core.navigator.navigate(.push(scene.screen("after"), animated: true), in: navigation)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "after"])
        #expect(navigation.transitionsBegun.map(\.to) == ["direct", "root", "after"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: SystemVersion.covered)
    func theRouterNeverNestsANavigation(version: SystemVersion) {
        let scene = RouterScene()
        scene.model.systemVersion = version
        scene.push(scene.screen("a"))
        scene.push(scene.screen("b"))
        scene.dismissTop()
        scene.push(scene.screen("c"))
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "c"])
        #expect(scene.routerStack == ["root", "a", "c"])
        #expect(scene.model.deferredStack == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
