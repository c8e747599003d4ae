import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// `@Environment(\.transitionDismiss)`: pops the screen it is read in and those above
/// it, dismisses the presentation at the root, and does nothing for a screen no longer in the stack.
@MainActor
struct RouterCoreDismissTests {
    @Test func dismissPopsTheScreenAndThoseAboveIt() {
        let scene = RouterScene()
        let a = scene.screen("a")
        scene.push(a)
        scene.push(scene.screen("b"))
        scene.settle()
        #expect(scene.coordinator.dismiss(a) == .popped)
        #expect(scene.navigation.calls.last == .popToRoot(animated: true))
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func dismissAtTheRootDismissesThePresentation() {
        let scene = RouterScene()
        var dismissed = 0
        #expect(scene.coordinator.dismiss(scene.root) { dismissed += 1 } == .dismissPresentation)
        #expect(dismissed == 1)
        #expect(scene.navigation.calls.isEmpty)
        let a = scene.screen("a")
        scene.push(a)
        #expect(scene.coordinator.dismiss(a) { dismissed += 1 } == .popped)
        #expect(dismissed == 1, "a pushed screen pops instead")
    }

    @Test func dismissTwiceOrFromAPoppedScreenIsIgnored() {
        let scene = RouterScene()
        let a = scene.screen("a")
        scene.push(a)
        scene.settle()
        #expect(scene.coordinator.dismiss(a) == .popped)
        #expect(scene.coordinator.dismiss(a) == .ignored)
        scene.settle()
        #expect(scene.coordinator.dismiss(a) == .ignored)
        #expect(scene.coordinator.dismiss(scene.screen("never pushed")) == .ignored)
        #expect(scene.uikitStack == ["root"])
        #expect(scene.navigation.calls.count == 2, "one push, one pop")
    }

    @Test func dismissDuringATransitionIsAppliedWhenItEnds() {
        let scene = RouterScene()
        let a = scene.screen("a")
        scene.push(a)
        #expect(scene.coordinator.dismiss(a) == .popped)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.routerStack == ["root"])
    }

    @Test func dismissingAPathScreenShortensThePath() {
        let scene = RouterScene()
        scene.coordinator.setPath(["a", "b"]) { value, transitions in
            scene.screen(value.base as? String ?? "?", transitions: transitions)
        }
        scene.settle()
        let b = scene.screens[scene.screens.count - 1]
        #expect(scene.coordinator.dismiss(b) == .popped)
        #expect(scene.observer.paths.last == ["a"])
    }
}
