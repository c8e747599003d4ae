import Foundation
import TestSupport
import Testing
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// Seeded random runs of router operations (pushes, back, home, go to a tag, replace) interleaved
/// with the user's swipe-backs (scrubbed, finished or cancelled) and time passing, through
/// ``RouterCoordinator`` and the navigation-controller model. After every event no model records
/// a violation, and whenever nothing runs or waits UIKit's stack is the route stack and the
/// published depth is its depth. A failure prints a one-line replay (`RouterRun(seed:).play()`).
@MainActor
@Suite struct RouterCoordinatorRandomTests {
    nonisolated static let shards = 2
    nonisolated static let sequencesPerShard = 2_500

    @Test(arguments: 0..<shards)
    func routerOperationsAndUserSwipesAlwaysAgree(shard: Int) {
        var checksAtRest = 0
        SeededShards.play(shard: shard, base: 0x2026_0000, count: Self.sequencesPerShard) { _, seed in
            let run = RouterRun(seed: seed)
            defer { checksAtRest += run.checksAtRest }
            return run.play()
        }
        #expect(
            checksAtRest > Self.sequencesPerShard * 3,
            "the invariants were checked at rest \(checksAtRest) times")
    }
}

/// One seeded sequence of router operations and swipes.
@MainActor
final class RouterRun {
    let seed: UInt64
    private var rng: SplitMix64
    private var events: [String] = []
    private(set) var checksAtRest = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
    }

    /// Plays the sequence; returns the replay line, what broke and the events, or `nil`.
    func play() -> String? {
        let scene = RouterScene()
        var swipe: PercentDrivenTransitionModel?
        var made = 0
        for _ in 0..<Int.random(in: 4...24, using: &rng) {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30:
                made += 1
                let animated = Int.random(in: 0..<5, using: &rng) != 0
                let tag = RouteTag("t\(made % 4)")
                scene.coordinator.push(
                    scene.screen("s\(made)", transitions: animated ? .both(.fade) : .unanimated), tag: tag)
                events.append("push s\(made)\(animated ? "" : " unanimated") #\(tag)")
            case 30..<42:
                scene.coordinator.back()
                events.append("back")
            case 42..<46:
                scene.coordinator.home()
                events.append("home")
            case 46..<52:
                let tag = RouteTag("t\(Int.random(in: 0..<4, using: &rng))")
                scene.coordinator.goTo(tag: tag)
                events.append("go to #\(tag)")
            case 52..<56:
                made += 1
                scene.coordinator.replace(with: scene.screen("s\(made)"), tag: nil)
                events.append("replace with s\(made)")
            case 56..<68:
                if swipe == nil { swipe = scene.model.beginInteractivePop() }
                let progress = CGFloat(Int.random(in: 0...100, using: &rng)) / 100
                swipe?.update(progress)
                events.append(swipe == nil ? "swipe (nothing)" : "swipe to \(progress)")
            case 68..<76:
                swipe?.finish()
                events.append(swipe == nil ? "lift (no swipe)" : "lift: finish")
                swipe = nil
            case 76..<82:
                swipe?.cancel()
                events.append(swipe == nil ? "lift (no swipe)" : "lift: cancel")
                swipe = nil
            default:
                let seconds = Double(Int.random(in: 0..<40, using: &rng)) / 100
                scene.clock.advance(by: seconds)
                events.append("advance \(seconds)s")
            }
            if let failure = check(scene, atRest: swipe == nil && scene.clock.isIdle) {
                return report(failure)
            }
        }
        if swipe != nil { events.append("lift: cancel") }
        swipe?.cancel()
        scene.settle()
        events.append("settle")
        return check(scene, atRest: true).map(report)
    }

    private func check(_ scene: RouterScene, atRest: Bool) -> String? {
        if !scene.ledger.violations.isEmpty { return "violations: \(scene.ledger)" }
        guard atRest, !scene.model.isTransitioning else { return nil }
        checksAtRest += 1
        if scene.uikitStack != scene.routerStack {
            return "UIKit's stack \(scene.uikitStack), the routes \(scene.routerStack)"
        }
        if (scene.observer.depths.last ?? 1) != scene.coordinator.stack.depth {
            return
                "published depth \(scene.observer.depths.last ?? 1), stack depth \(scene.coordinator.stack.depth)"
        }
        return nil
    }

    private func report(_ failure: String) -> String {
        "replay: RouterRun(seed: \(seed)).play() — \(failure)\n  events: " + events.joined(separator: " · ")
    }
}
