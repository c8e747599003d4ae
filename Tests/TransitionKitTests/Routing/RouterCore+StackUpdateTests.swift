import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What the stack's view hands the router's coordinator on every update, decided
/// there and not in the SwiftUI adapters: the path binding (read, followed, written back), the
/// destinations the screens declare, the root's evaluation before a launch path, and a
/// state-driven destination's bookkeeping.
@MainActor
struct RouterCoreStackUpdateTests {
    /// A `path` binding's storage.
    private final class PathStore {
        var routes: [String] = []
        var writes = 0
    }

    private func binding(_ store: PathStore) -> RoutePathBinding {
        RoutePathBinding(
            get: { store.routes },
            set: {
                store.routes = $0
                store.writes += 1
            }, transition: { route, _ in route == "settings" ? .crossFade : .fade })
    }

    /// Declares a destination for strings on the root: each value becomes a screen named after
    /// it (`"x"`: none).
    private func declareStrings(_ scene: RouterScene) {
        scene.coordinator.declare(String.self, by: scene.root) { value in
            (value.base as? String).flatMap { $0 == "x" ? nil : $0 }
        }
    }

    private func update(_ scene: RouterScene, _ store: PathStore) {
        scene.coordinator.stackDidUpdate(rootContent: "home", environment: environment, path: binding(store))
        {
            content, transitions in scene.screen(content, transitions: transitions)
        }
    }

    private let environment = StackEnvironmentModel(store: nil, customKey: "", openURL: "")

    @Test func theBindingErasesAndRestoresItsRouteType() {
        var routes = [1, 2]
        let binding = RoutePathBinding(
            get: { routes }, set: { routes = $0 },
            transition: { route, operation in route == 2 ? .zoom : .fade })
        #expect(binding.values() == [AnyHashable(1), AnyHashable(2)])
        binding.write([AnyHashable(1), AnyHashable("two"), AnyHashable(3)])
        #expect(routes == [1, 3], "a value of another type is left out")
        #expect(binding.transition?(AnyHashable(2), .push) == .zoom)
        #expect(binding.transition?(AnyHashable(1), .pop) == .fade)
        #expect(binding.transition?(AnyHashable("two"), .push) == nil, "another type: the default")
        let none = RoutePathBinding(get: { routes }, set: { routes = $0 }, transition: nil)
        #expect(none.transition == nil)
    }

    @Test func aTransitionPathBindingKeepsEveryType() {
        var path = TransitionPath([1])
        path.append("two")
        let binding = RoutePathBinding(
            get: { path }, set: { path = $0 },
            transition: { value, _ in
                value == AnyHashable("two") ? .crossFade : .fade
            })
        #expect(binding.values() == [AnyHashable(1), AnyHashable("two")])
        binding.write([AnyHashable("two")])
        #expect(path.count == 1)
        #expect(binding.values() == [AnyHashable("two")])
        #expect(binding.transition?(AnyHashable("two"), .pop) == .crossFade)
        #expect(binding.transition?(AnyHashable(1), .pop) == .fade)
    }

    @Test func anUpdateFollowsThePathWithTheDeclaredDestinationsAndTheStacksTransitions() {
        let scene = RouterScene()
        declareStrings(scene)
        let store = PathStore()
        store.routes = ["a", "settings"]
        update(scene, store)
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "settings"])
        #expect(scene.coordinator.path == [AnyHashable("a"), AnyHashable("settings")])
        #expect(store.writes == 0, "a path that was set is not written back")
        #expect(scene.root.evaluations == 0, "attached: the root is on screen, nothing to evaluate")
        store.routes = ["a"]
        update(scene, store)
        scene.settle()
        #expect(scene.glue.asked.last?.operation == .pop)
        #expect(scene.glue.asked.last?.style == .crossFade, "the leaving route's choice")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aValueNoDestinationHandlesIsLeftOutAndTheShorterPathWrittenOnTheNextTurn() {
        let scene = RouterScene()
        declareStrings(scene)
        let store = PathStore()
        store.routes = ["a", "x", "b"]
        Diagnostics.record { update(scene, store) }
        #expect(store.routes == ["a", "x", "b"], "not written during the update")
        scene.clock.advance(by: 0)
        #expect(store.routes == ["a"])
        #expect(store.writes == 1)
        #expect(scene.coordinator.isUpdatingStack == false)
    }

    @Test func aUserPopIsWrittenIntoTheBindingAtOnce() throws {
        let scene = RouterScene()
        declareStrings(scene)
        let store = PathStore()
        store.routes = ["a", "b"]
        update(scene, store)
        scene.settle()
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.7)
        swipe.finish()
        scene.settle()
        #expect(store.routes == ["a"])
        #expect(store.writes == 1)
    }

    @Test func theRootIsEvaluatedOnlyBeforeItIsOnScreenAndOnlyForAPath() {
        let scene = RouterScene()
        declareStrings(scene)
        scene.coordinator.detach(from: scene.navigation)
        let store = PathStore()
        update(scene, store)
        #expect(scene.root.evaluations == 0, "an empty path needs no destination")
        store.routes = ["a"]
        update(scene, store)
        #expect(scene.root.evaluations == 1)
        scene.coordinator.attach(to: scene.navigation)
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.navigation.calls.last == .setStack(["root", "a"], animated: false), "a launch path")
        store.routes = ["a", "b"]
        update(scene, store)
        #expect(scene.root.evaluations == 1, "attached: not again")
    }

    @Test func aScreenNotYetInTheStackDeclaresNothingAndTheDeclarationClosestToTheRootWins() {
        let scene = RouterScene()
        let loose = scene.screen("loose")
        scene.coordinator.declare(String.self, by: loose) { _ in "loose's" }
        scene.coordinator.declare(String.self, by: nil) { _ in "nobody's" }
        #expect(scene.coordinator.destinationContent(for: "v") == nil)
        scene.coordinator.declare(String.self, by: scene.root) { _ in "root's" }
        let a = scene.screen("a")
        scene.push(a)
        scene.coordinator.declare(String.self, by: a) { value in "a's \(value.base)" }
        scene.coordinator.declare(Int.self, by: a) { value in "a's \(value.base)" }
        #expect(scene.coordinator.destinationContent(for: "v") == "root's", "NavigationStack's order")
        #expect(scene.coordinator.destinationContent(for: 1) == "a's 1", "a type only a declares")
        #expect(scene.coordinator.destinationContent(for: 2.5) == nil, "undeclared type")
        scene.dismissTop()
        #expect(scene.coordinator.destinationContent(for: "v") == "root's")
        #expect(scene.coordinator.destinationContent(for: 1) == nil, "a left the stack")
    }

    @Test func aValueLinkUsesTheNearestDestination() {
        let scene = RouterScene()
        declareStrings(scene)
        let refusal = scene.coordinator.followLink(
            RouteLinkTap<String>.value("a", transition: .zoom), makeScreen: { name, _ in scene.screen(name) },
            makeContentScreen: { content, transitions in scene.screen("\(content)!", transitions: transitions)
            })
        #expect(refusal == nil)
        #expect(scene.routerStack == ["root", "a!"])
        #expect(scene.coordinator.path == [AnyHashable("a")])
        let none = Diagnostics.record {
            _ = scene.coordinator.followLink(
                RouteLinkTap<String>.value(1, transition: nil), makeScreen: { name, _ in scene.screen(name) },
                makeContentScreen: { content, _ in scene.screen(content) })
        }
        #expect(none.count == 1)
        #expect(scene.routerStack == ["root", "a!"])
    }

    @Test func aPresentationRecordsItsScreenAndItemAndResetsTheBindingOnLeave() throws {
        let scene = RouterScene()
        var presentation = RoutePresentation<RouteScreenModel>()
        var item: String? = "font"
        scene.coordinator.present(
            &presentation, item: item.map(AnyHashable.init), makeScreen: { scene.screen("font") },
            leave: { item = nil })
        let font = try #require(presentation.screen)
        #expect(font.name == "font")
        #expect(presentation.shownItem == AnyHashable("font"))
        scene.settle()
        scene.coordinator.isUpdatingStack = true
        scene.dismissTop()
        scene.coordinator.isUpdatingStack = false
        #expect(item == "font", "reset on the next turn after an update")
        scene.clock.advance(by: 0)
        #expect(item == nil)
        scene.coordinator.present(
            &presentation, item: nil, makeScreen: { scene.screen("unused") }, leave: {})
        #expect(presentation.screen == nil)
        #expect(presentation.shownItem == nil)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
    }
}
