import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A path edit pushing several values at once (a restored deep link): each value's screen comes
/// from the destinations declared below it, the screens pushed earlier in the same edit included;
/// and an edit asked for without animation is made without animation.
@MainActor
struct RouterCoreMultiValuePathTests {
    /// Sets a path whose values' screens are made by the declared destinations, as the stack's
    /// view does.
    @discardableResult
    private func setPath(_ scene: RouterScene, _ path: [AnyHashable], animated: Bool = true) -> RouteRefusal?
    {
        scene.coordinator.setPath(path, animated: animated) { value, transitions in
            scene.coordinator.destinationContent(for: value).map {
                scene.screen($0, transitions: transitions)
            }
        }
    }

    /// The root declares a destination for `Int`; each `Int` screen declares one for `String`
    /// when SwiftUI evaluates it.
    private func declareNestedDestinations(in scene: RouterScene) {
        scene.coordinator.declare(Int.self, by: scene.root) { value in
            (value.base as? Int).map { "photo \($0)" }
        }
        scene.onMake = { screen in
            guard screen.name.hasPrefix("photo") else { return }
            screen.onEvaluate = { [weak screen, weak scene] in
                scene?.coordinator.declare(String.self, by: screen) { value in
                    (value.base as? String).map { "comment \($0)" }
                }
            }
        }
    }

    @Test func aValueUsesTheDestinationOfAScreenPushedEarlierInTheSameEdit() {
        let scene = RouterScene()
        declareNestedDestinations(in: scene)
        setPath(scene, [7, "first"])
        scene.settle()
        #expect(scene.uikitStack == ["root", "photo 7", "comment first"])
        #expect(scene.coordinator.path == [7, "first"])
        #expect(scene.observer.paths.isEmpty, "the whole path was shown: nothing shortened is written back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aValueWhoseDestinationNoScreenBelowItDeclaresIsLeftOut() {
        let scene = RouterScene()
        declareNestedDestinations(in: scene)
        let reports = Diagnostics.record {
            setPath(scene, ["first", 7])
            scene.settle()
        }
        #expect(scene.uikitStack == ["root"], "the root declares no String destination")
        #expect(
            reports.map(\.description) == [
                "[routing] No destination for the path value first of type String: it is left out (with the "
                    + "values after it in a path); declare .transitionDestination(for:) for its type"
            ])
        #expect(scene.observer.paths.last == [])
    }

    @Test func theDestinationDeclaredClosestToTheRootWins() {
        let scene = RouterScene()
        declareNestedDestinations(in: scene)
        scene.coordinator.declare(String.self, by: scene.root) { value in
            (value.base as? String).map { "root's \($0)" }
        }
        setPath(scene, [7, "first"])
        scene.settle()
        #expect(scene.uikitStack == ["root", "photo 7", "root's first"])
    }

    @Test func anUnanimatedEditMakesItsCallWithoutAnimation() {
        let scene = RouterScene()
        declareNestedDestinations(in: scene)
        setPath(scene, [7], animated: false)
        #expect(scene.navigation.calls.last == .push("photo 7", animated: false))
        scene.settle()
        setPath(scene, [7, 8])
        #expect(scene.navigation.calls.last == .push("photo 8", animated: true), "the next edit animates")
        scene.settle()
        setPath(scene, [], animated: false)
        #expect(scene.navigation.calls.last == .popToRoot(animated: false))
    }

    @Test func anUnanimatedEditDuringATransitionIsMadeWithoutAnimationWhenItEnds() {
        let scene = RouterScene()
        declareNestedDestinations(in: scene)
        setPath(scene, [7])
        #expect(scene.navigation.calls.last == .push("photo 7", animated: true))
        setPath(scene, [7, 8], animated: false)
        #expect(scene.navigation.calls.count == 1, "waits for the running push")
        scene.settle()
        #expect(scene.navigation.calls.last == .push("photo 8", animated: false))
        #expect(scene.uikitStack == ["root", "photo 7", "photo 8"])
    }

    @Test func aStackUpdateInATransactionWithoutAnimationsEditsWithoutAnimation() {
        let scene = RouterScene()
        declareNestedDestinations(in: scene)
        var path = [7]
        let none: ((Int, NavigationOperation) -> TransitionStyle)? = nil
        let binding = RoutePathBinding(get: { path }, set: { path = $0 }, transition: none)
        let environment = StackEnvironmentModel(store: nil, customKey: "", openURL: "")
        scene.coordinator.stackDidUpdate(
            rootContent: "root", environment: environment, path: binding, animated: false
        ) { content, transitions in
            scene.screen(content, transitions: transitions)
        }
        #expect(scene.navigation.calls.last == .push("photo 7", animated: false))
    }
}
