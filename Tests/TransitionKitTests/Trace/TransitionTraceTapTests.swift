import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The device trace's reading of a navigation controller through its port, on the models:
/// what it records of a real interactive pop replays to the same scenario, and it writes its file.
@MainActor
@Suite struct TransitionTraceTapTests {
    /// The app's delegate, as the library forwards to it: tells the tap of `willShow` and `didShow`.
    final class Tracing: ModeledNavigationControllerDelegate {
        let tap: TransitionTraceTap<NavigationControllerModel>
        var implementedMethods: Set<NavigationDelegateMethod> { [.willShow, .didShow] }
        init(tap: TransitionTraceTap<NavigationControllerModel>) { self.tap = tap }
        func navigationController(
            _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
            animated: Bool
        ) {
            tap.willShow(viewController, in: navigationController, animated: animated)
        }
        func navigationController(
            _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
            animated: Bool
        ) {
            tap.didShow(viewController, in: navigationController, animated: animated)
        }
    }

    @Test func aRecordedSwipeBackLetGoReplaysTheSame() throws {
        let reports = try Diagnostics.record {
            let scene = NavigationScene()
            let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
            let navigation = scene.navigation()
            let driver = ModeledDriver(ledger: scene.ledger)
            transitions.attach(to: navigation, interaction: driver)
            let tap = TransitionTraceTap<NavigationControllerModel>(
                file: nil, clock: { [clock = scene.clock] in clock.now }, name: \.name)
            let tracing = Tracing(tap: tap)
            transitions.additionalDelegate = tracing
            _ = transitions.core.announcer.addObserver { tap.announced($0) }

            let detail = scene.screen("detail")
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            let interaction = try #require(driver.beginPop())
            scene.clock.advance(by: 0.25)
            interaction.update(0.4)
            tap.gesture("Pan", state: 2, translation: CGPoint(x: 156, y: 0), velocity: .zero, on: navigation)
            scene.clock.advance(by: 0.25)
            interaction.cancel()
            scene.settle()
            // The library's host tells VoiceOver (`postScreenChanged`), which `NavigationDelegate` forwards.
            #expect(transitions.screenChanges == ["detail", "detail"])
            for _ in transitions.screenChanges { tap.screenChanged(focusing: detail) }

            let text = tap.session.text()
            #expect(text.contains("# 0.000 willBegin push root→detail style=crossFade duration="), "\(text)")
            #expect(text.contains("didCancel pop detail→root style=crossFade"), "\(text)")
            let events = try TransitionTrace.parse(text).get().events
            #expect(events.contains(.push("detail", animated: true)))
            #expect(events.contains(.swipeBegin))
            #expect(events.contains(.swipeEnd(finish: false)))
            #expect(events.contains(.expectStack(["root", "detail"])))
            let replay = try TransitionTraceReplayTests().replay(text)
            #expect(replay.mismatches.isEmpty, "\(replay.mismatches)\n\(text)")
            #expect(replay.navigation.viewControllers.map(\.name) == navigation.viewControllers.map(\.name))
        }
        #expect(reports.map(\.description) == ["[trace] writing the transition trace to nowhere"])
    }

    @Test func itWritesTheTraceFileAfterEachDidShow() throws {
        let reports = try Diagnostics.record {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "TransitionTraceTapTests-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = try #require(
                TransitionTraceTap<NavigationControllerModel>.file(
                    in: directory, launchedAt: Date(timeIntervalSince1970: 1_800_000_000.75), id: "a1"))
            #expect(file.lastPathComponent == "trace-1800000000-a1.txt")
            #expect(file.deletingLastPathComponent().lastPathComponent == "TransitionKitTraces")
            let scene = NavigationScene()
            let navigation = scene.navigation()
            let tap = TransitionTraceTap<NavigationControllerModel>(file: file, clock: { 0 }, name: \.name)
            let tracing = Tracing(tap: tap)
            navigation.delegate = tracing
            navigation.pushViewController(scene.screen("detail"), animated: false)
            let written = try String(contentsOf: file, encoding: .utf8)
            #expect(written == tap.session.text())
            #expect(try TransitionTrace.parse(written).get().events.first == .push("detail", animated: false))
            #expect(
                TransitionTraceTap<NavigationControllerModel>.file(in: nil, launchedAt: Date(), id: "a1")
                    == nil)
        }
        #expect(reports.count == 1)
        #expect(reports.first?.description.hasPrefix("[trace] writing the transition trace to /") == true)
        #expect(reports.first?.description.hasSuffix("/TransitionKitTraces/trace-1800000000-a1.txt") == true)
    }
}
