import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A stack bound to a path: the binding's edits become the minimal navigation, the
/// user's pops come back as a shorter path, and binding and stack agree once settled.
@MainActor
struct RouterCorePathTests {
    /// Sets the path; each value becomes a screen named after it, with `"x"` undeclared and
    /// `"settings"` cross-fading (the stack's per-route transition closure).
    @discardableResult
    private func setPath(_ scene: RouterScene, _ path: [String]) -> RouteRefusal? {
        scene.coordinator.pathTransition = { value, _ in value == AnyHashable("settings") ? .crossFade : .fade
        }
        return scene.coordinator.setPath(path.map(AnyHashable.init)) { value, transitions in
            makeScreen(scene, value, transitions)
        }
    }

    private func makeScreen(
        _ scene: RouterScene, _ value: AnyHashable, _ transitions: RouteTransitions<TransitionStyle>
    ) -> RouteScreenModel? {
        guard let name = value.base as? String, name != "x" else { return nil }
        return scene.screen(name, transitions: transitions)
    }

    private func settledPath(_ scene: RouterScene, _ path: [String]) {
        setPath(scene, path)
        scene.settle()
    }

    private func stringPath(_ scene: RouterScene) -> [String] {
        scene.coordinator.path.compactMap { $0.base as? String }
    }

    @Test func appendPushesWithTheArrivingRoutesTransition() {
        let scene = RouterScene()
        settledPath(scene, ["a"])
        setPath(scene, ["a", "settings"])
        #expect(scene.navigation.calls.last == .push("settings", animated: true))
        scene.settle()
        #expect(scene.glue.asked.last?.style == .crossFade)
        #expect(scene.uikitStack == ["root", "a", "settings"])
        #expect(scene.observer.paths.isEmpty, "a path that was set is not published back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func removingOneOrSeveralIsOnePopPlayingTheLeavingRoutesTransition() {
        let scene = RouterScene()
        settledPath(scene, ["a", "b", "settings"])
        setPath(scene, ["a"])
        #expect(scene.navigation.calls.last == .popTo("a", animated: true))
        scene.settle()
        #expect(scene.glue.asked.last?.operation == .pop)
        #expect(scene.glue.asked.last?.style == .crossFade)
        setPath(scene, [])
        #expect(scene.navigation.calls.last == .popToRoot(animated: true))
        scene.settle()
        #expect(scene.uikitStack == ["root"])
    }

    @Test func replacingOrReorderingBelowTheTopIsOneCall() {
        let scene = RouterScene()
        settledPath(scene, ["a", "b", "c"])
        let before = scene.navigation.calls.count
        setPath(scene, ["a", "c", "b"])
        scene.settle()
        #expect(scene.navigation.calls.count == before + 1)
        #expect(scene.navigation.calls.last == .setStack(["root", "a", "c", "b"], animated: true))
        #expect(scene.uikitStack == ["root", "a", "c", "b"])
        #expect(stringPath(scene) == ["a", "c", "b"])
    }

    @Test func aPathSetAtLaunchBuildsTheStackWithoutAnimation() {
        let scene = RouterScene()
        scene.coordinator.detach(from: scene.navigation)
        setPath(scene, ["a", "b"])
        #expect(scene.navigation.calls.isEmpty)
        scene.coordinator.attach(to: scene.navigation)
        #expect(scene.navigation.calls == [.setStack(["root", "a", "b"], animated: false)])
    }

    @Test func theSamePathSetAgainChangesNothing() {
        let scene = RouterScene()
        settledPath(scene, ["a", "a"])
        let calls = scene.navigation.calls
        let made = scene.screens.count
        #expect(setPath(scene, ["a", "a"]) == .nothingToPop)
        #expect(scene.navigation.calls == calls)
        #expect(scene.screens.count == made, "no screen is rebuilt for equal values")
        #expect(scene.uikitStack == ["root", "a", "a"], "duplicates are separate routes")
    }

    @Test func anEmptyPathSetWhileTheStackIsDeepIsOnePopToTheRoot() {
        let scene = RouterScene()
        settledPath(scene, ["a", "b", "c", "settings", "a"])
        let before = scene.navigation.calls.count
        setPath(scene, [])
        #expect(scene.navigation.calls.count == before + 1)
        #expect(scene.navigation.calls.last == .popToRoot(animated: true))
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.glue.asked.last?.style == .fade, "the top route's (\"a\") pop choice")
        #expect(scene.observer.paths.isEmpty)
    }

    @Test func anEmptyPathSetDuringAPushPopsToTheRootWhenItEnds() {
        let scene = RouterScene()
        settledPath(scene, ["a", "b"])
        setPath(scene, ["a", "b", "c"])
        setPath(scene, [])
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.routerStack == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aUserPopComesBackAsAShorterPath() throws {
        let scene = RouterScene()
        settledPath(scene, ["a", "b"])
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.6)
        swipe.finish()
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.observer.paths.last == ["a"])
    }

    @Test func aValueWithoutADestinationIsReportedAndLeftOutWithTheRest() {
        let scene = RouterScene()
        let reports = Diagnostics.record { setPath(scene, ["a", "x", "b"]) }
        #expect(reports.count == 1)
        #expect(reports.first?.level == .debug)
        #expect(scene.observer.paths.last == ["a"], "the binding is told the path the stack shows")
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
    }

    @Test func aValueWithoutADestinationOnTopOfAnUnchangedStackIsStillPublished() {
        let scene = RouterScene()
        settledPath(scene, ["a"])
        Diagnostics.record { setPath(scene, ["a", "x"]) }
        #expect(scene.observer.paths.last == ["a"])
        #expect(scene.navigation.calls == [.push("a", animated: true)])
    }

    @Test func aValueLinkAppendsToThePathWithItsOwnOrTheStacksTransition() {
        let scene = RouterScene()
        settledPath(scene, ["a"])
        let link = RouteLinkTap<String>.value("b", transition: .zoom)
        scene.coordinator.follow(link) { _, _ in
            scene.screen("never")
        } makeValueScreen: { value, transitions in
            makeScreen(scene, value, transitions)
        }
        #expect(scene.observer.paths.last == ["a", "b"], "the binding hears the appended value")
        scene.settle()
        #expect(scene.glue.asked.last?.style == .zoom)
        scene.coordinator.follow(RouteLinkTap<String>.value("settings", transition: nil)) { _, _ in
            scene.screen("never")
        } makeValueScreen: { value, transitions in
            makeScreen(scene, value, transitions)
        }
        scene.settle()
        #expect(scene.glue.asked.last?.style == .crossFade, "the stack's choice")
        #expect(scene.uikitStack == ["root", "a", "b", "settings"])
        setPath(scene, ["a", "b", "settings"])
        #expect(scene.navigation.calls.count == 3, "the binding's echo changes nothing")
    }

    @Test func aValueLinkWithoutADestinationIsReportedAndIgnored() {
        let scene = RouterScene()
        var refusal: RouteRefusal?
        let reports = Diagnostics.record {
            refusal = scene.coordinator.pushValue("x", transition: nil) { value, transitions in
                makeScreen(scene, value, transitions)
            }
        }
        #expect(refusal == .nothingToPop)
        #expect(reports.map(\.level) == [.debug])
        #expect(scene.navigation.calls.isEmpty)
        #expect(scene.observer.paths.isEmpty)
    }

    @Test func anEditBelowAScreenNotInThePathPopsIt() {
        let scene = RouterScene()
        settledPath(scene, ["a"])
        scene.push(scene.screen("view"))
        scene.settle()
        setPath(scene, ["a"])
        #expect(scene.uikitStack == ["root", "a", "view"], "an unchanged path keeps it")
        setPath(scene, ["a", "b"])
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "b"])
        #expect(scene.navigation.calls.last == .setStack(["root", "a", "b"], animated: true))
    }

    @Test func anEditDuringATransitionIsAppliedWhenItEnds() {
        let scene = RouterScene()
        setPath(scene, ["a"])
        setPath(scene, ["a", "b", "c"])
        #expect(scene.navigation.calls == [.push("a", animated: true)])
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "b", "c"])
        #expect(scene.navigation.calls.count == 2)
    }

    /// Seeded random binding edits interleaved with the user's swipe-backs (finished or cancelled)
    /// and time passing: once settled the binding (the last path set or published), the route
    /// stack and UIKit's stack agree, no route is lost or duplicated, and UIKit's contract holds.
    @Test func bindingEditsAndUserPopsAlwaysSettleInAgreement() {
        var generator = SplitMix64(seed: 22)
        let names = ["a", "b", "c", "settings", "x"]
        for run in 0..<800 {
            let scene = RouterScene()
            var binding: [String] = []
            var swipe: PercentDrivenTransitionModel?
            var heard = 0
            for _ in 0..<20 {
                switch generator.next() % 100 {
                case 0..<20: binding.append(names[Int(generator.next() % 5)])
                case 20..<30: if !binding.isEmpty { binding.removeLast() }
                case 30..<36: binding.removeLast(Int(generator.next() % UInt64(binding.count + 1)))
                case 36..<42:
                    if !binding.isEmpty { binding[Int(generator.next() % UInt64(binding.count))] = "c" }
                case 42..<46: binding.shuffle(using: &generator)
                case 46..<48: binding = []
                case 48..<52: scene.push(scene.screen("view"))
                case 52..<66:
                    if swipe == nil { swipe = scene.model.beginInteractivePop() }
                    swipe?.update(CGFloat(generator.next() % 100) / 100)
                case 66..<74:
                    swipe?.finish()
                    swipe = nil
                case 74..<80:
                    swipe?.cancel()
                    swipe = nil
                default: scene.clock.advance(by: Double(generator.next() % 40) / 100)
                }
                if scene.observer.paths.count > heard {
                    heard = scene.observer.paths.count
                    binding = scene.observer.paths[heard - 1].compactMap { $0.base as? String }
                }
                Diagnostics.record { setPath(scene, binding) }
                if !scene.ledger.violations.isEmpty { break }
            }
            swipe?.cancel()
            scene.settle()
            if scene.observer.paths.count > heard {
                binding = scene.observer.paths[scene.observer.paths.count - 1].compactMap {
                    $0.base as? String
                }
            }
            let routes = scene.coordinator.stack.routes
            #expect(scene.ledger.violations.isEmpty, "run \(run): \(scene.ledger)")
            #expect(scene.uikitStack == scene.routerStack, "run \(run)")
            #expect(stringPath(scene) == binding, "run \(run)")
            #expect(Set(routes.map(\.id)).count == routes.count, "run \(run): a route twice")
            if !scene.ledger.violations.isEmpty || scene.uikitStack != scene.routerStack
                || stringPath(scene) != binding
            {
                return
            }
        }
    }
}
