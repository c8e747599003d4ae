import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Seeded random runs of router operations (link pushes, dismissals, a destination replacing the top) interleaved
/// with the user's swipe-backs (scrubbed, finished or cancelled) and time passing, through
/// ``RouterCore`` and the navigation-controller model. After every event no model records
/// a violation, and whenever nothing runs or waits UIKit's stack is the route stack and the
/// published depth is its depth. A failure prints a one-line replay (`RouterRun(seed:).play()`).
@MainActor
@Suite struct RouterCoreRandomTests {
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
                scene.push(scene.screen("s\(made)", transitions: animated ? .both(.fade) : .unanimated))
                events.append("push s\(made)\(animated ? "" : " unanimated")")
            case 30..<42:
                scene.dismissTop()
                events.append("dismiss the top")
            case 42..<52:
                let routes = scene.coordinator.stack.routes
                let screen = routes[Int.random(in: 0..<routes.count, using: &rng)].payload
                scene.coordinator.dismiss(screen)
                events.append("dismiss \(screen.name)")
            case 52..<56:
                let top = scene.coordinator.stack.top.payload
                guard scene.coordinator.stack.depth > 1 else {
                    events.append("replace (the root: nothing)")
                    break
                }
                made += 1
                let name = "s\(made)"
                _ = scene.coordinator.present(
                    shown: top, item: made, shownItem: 0, makeScreen: { scene.screen(name) }, leave: {})
                events.append("replace \(top.name) with \(name)")
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
