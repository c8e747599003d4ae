import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// State-driven destinations: `.transitionDestination(isPresented:)` and `(item:)`
/// push from a binding, pop when it is reset, and reset it when their screen leaves by any means.
@MainActor
struct RouterCorePresentTests {
    /// A destination's binding and the screen it shows, as the modifier keeps them.
    private final class Destination {
        var item: String?
        var shown: RouteScreenModel?
        var shownItem: String?
    }

    private func sync(_ scene: RouterScene, _ destination: Destination) {
        let item = destination.item
        destination.shown = scene.coordinator.present(
            shown: destination.shown, item: item.map(AnyHashable.init),
            shownItem: destination.shownItem.map(AnyHashable.init),
            makeScreen: { scene.screen(item ?? "?") }, leave: { destination.item = nil })
        destination.shownItem = item
    }

    @Test func settingTheBindingPushesAndResettingItPops() {
        let scene = RouterScene()
        let destination = Destination()
        destination.item = "font"
        sync(scene, destination)
        scene.settle()
        #expect(scene.uikitStack == ["root", "font"])
        sync(scene, destination)
        #expect(scene.navigation.calls.count == 1, "the same item again changes nothing")
        destination.item = nil
        sync(scene, destination)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.coordinator.path.isEmpty, "not in the path")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aBooleanIsPresentedAsTheItemTrue() {
        #expect(true.presentedItem == true)
        #expect(false.presentedItem == nil)
    }

    @Test func aUserPopResetsTheBinding() throws {
        let scene = RouterScene()
        let destination = Destination()
        destination.item = "font"
        sync(scene, destination)
        scene.settle()
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.7)
        swipe.finish()
        scene.settle()
        #expect(destination.item == nil)
        sync(scene, destination)
        #expect(scene.uikitStack == ["root"])
    }

    @Test func aPathEditBelowItPopsItAndResetsTheBinding() {
        let scene = RouterScene()
        scene.coordinator.setPath(["a"]) { value, transitions in scene.screen("a", transitions: transitions) }
        let destination = Destination()
        destination.item = "font"
        sync(scene, destination)
        scene.settle()
        scene.coordinator.setPath([]) { _, _ in nil }
        #expect(destination.item == nil)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
    }

    @Test func anotherItemReplacesTheShownScreenInOneCall() {
        let scene = RouterScene()
        let destination = Destination()
        destination.item = "alice"
        sync(scene, destination)
        scene.settle()
        destination.item = "bob"
        sync(scene, destination)
        #expect(destination.item == "bob", "replacing is not leaving")
        scene.settle()
        #expect(scene.uikitStack == ["root", "bob"])
        #expect(scene.navigation.calls.last == .setStack(["root", "bob"], animated: true))
    }

    @Test func setWhileAnotherTransitionRunsItIsPushedWhenItEnds() {
        let scene = RouterScene()
        scene.push(scene.screen("a"))
        let destination = Destination()
        destination.item = "font"
        sync(scene, destination)
        #expect(scene.navigation.calls == [.push("a", animated: true)], "waits for the running push")
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "font"])
    }
}
