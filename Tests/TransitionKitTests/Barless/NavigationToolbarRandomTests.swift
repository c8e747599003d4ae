import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Seeded random runs of what an app does to a screen's navigation item — titles, left and right
/// items through the properties and the `animated:` setters, the back button hidden or
/// supplemented — with run-loop turns and the toolbar leaving and entering the window, through
/// ``NavigationToolbarCore`` and the UIKit models. After every turn in the window the
/// toolbar mirrors the item, and a turn rebuilds it at most once. A failure prints a one-line
/// replay (`ToolbarRun(seed:).play()`).
@MainActor
@Suite struct NavigationToolbarRandomTests {
    nonisolated static let shards = 2
    nonisolated static let sequencesPerShard = 2_500

    @Test(arguments: 0..<shards)
    func theToolbarMirrorsTheItemAfterEveryTurn(shard: Int) {
        var mirrored = 0
        SeededShards.play(shard: shard, base: 0x7001_BA40, count: Self.sequencesPerShard) { _, seed in
            let run = ToolbarRun(seed: seed)
            defer { mirrored += run.checks }
            return run.play()
        }
        #expect(mirrored > Self.sequencesPerShard * 3, "the mirror was checked \(mirrored) times")
    }
}

/// One seeded sequence of navigation-item changes on one screen's toolbar.
@MainActor
final class ToolbarRun {
    let seed: UInt64
    private var rng: SplitMix64
    private var events: [String] = []
    private(set) var checks = 0
    private let pool = ["Edit", "Share", "Filter", "Add"].map { BarButtonItemModel(title: $0) }

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
    }

    /// Plays the sequence; returns the replay line, what broke and the events, or `nil`.
    func play() -> String? {
        let isRoot = Bool.random(using: &rng)
        let scene = ToolbarScenario(isRoot: isRoot)
        events.append(isRoot ? "root screen" : "pushed screen")
        var inWindow = true
        for _ in 0..<Int.random(in: 3...20, using: &rng) {
            let animated = Bool.random(using: &rng)
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<10:
                let title = ["Inbox", "Mail", nil][Int.random(in: 0..<3, using: &rng)]
                scene.item.title = title
                events.append("title = \(title ?? "nil")")
            case 10..<34:
                let left = Bool.random(using: &rng)
                let items = someItems()
                let throughProperty = Bool.random(using: &rng)
                switch (left, throughProperty) {
                case (true, true): scene.item.leftBarButtonItems = items
                case (true, false): scene.item.setLeftBarButtonItems(items, animated: animated)
                case (false, true): scene.item.rightBarButtonItems = items
                case (false, false): scene.item.setRightBarButtonItems(items, animated: animated)
                }
                events.append(
                    "\(left ? "left" : "right") = \(names(items))\(throughProperty ? "" : " (setter)")")
            case 34..<40:
                let item = someItems()?.first
                scene.item.setLeftBarButton(item, animated: animated)
                events.append("setLeftBarButton(\(item?.title ?? "nil"))")
            case 40..<46:
                let item = someItems()?.first
                scene.item.setRightBarButton(item, animated: animated)
                events.append("setRightBarButton(\(item?.title ?? "nil"))")
            case 46..<54:
                let hides = Bool.random(using: &rng)
                if Bool.random(using: &rng) {
                    scene.item.hidesBackButton = hides
                } else {
                    scene.item.setHidesBackButton(hides, animated: animated)
                }
                events.append("hidesBackButton = \(hides)")
            case 54..<60:
                scene.item.leftItemsSupplementBackButton.toggle()
                events.append("leftItemsSupplementBackButton = \(scene.item.leftItemsSupplementBackButton)")
            case 60..<66:
                inWindow.toggle()
                scene.coordinator.toolbarDidMoveToWindow(isInWindow: inWindow)
                events.append(inWindow ? "toolbar enters the window" : "toolbar leaves the window")
            default:
                let before = scene.coordinator.rebuildCount
                scene.runLoop.runTurn()
                events.append("run-loop turn")
                if scene.coordinator.rebuildCount - before > 1 {
                    return report(
                        "one turn rebuilt the toolbar \(scene.coordinator.rebuildCount - before) times")
                }
                if inWindow, let failure = mirrorFailure(scene, isRoot: isRoot) { return report(failure) }
            }
            if !scene.log.violations.isEmpty { return report("violations: \(scene.log.violations)") }
        }
        if !inWindow { scene.coordinator.toolbarDidMoveToWindow(isInWindow: true) }
        scene.runLoop.runTurn()
        events.append("in the window, run-loop turn")
        return mirrorFailure(scene, isRoot: isRoot).map(report)
    }

    /// Zero to three items of the pool (or `nil`), distinct, in a random order.
    private func someItems() -> [BarButtonItemModel]? {
        let count = Int.random(in: -1...3, using: &rng)
        guard count >= 0 else { return nil }
        return Array(pool.shuffled(using: &rng).prefix(count))
    }

    private func names(_ items: [BarButtonItemModel]?) -> String {
        items.map { "[\($0.compactMap(\.title).joined(separator: ", "))]" } ?? "nil"
    }

    /// What the toolbar shows, compared with the item: the title; leading the back button (on a
    /// pushed screen, not hidden, and with no left items unless they supplement it) then the left
    /// items in order; trailing the right items, the first at the trailing edge.
    private func mirrorFailure(_ scene: ToolbarScenario, isRoot: Bool) -> String? {
        checks += 1
        let item = scene.item
        let left = (item.leftBarButtonItems ?? []).map { "button(\($0.title ?? ""))" }
        let right = (item.rightBarButtonItems ?? []).map { "button(\($0.title ?? ""))" }
        let showsBack =
            !isRoot && !item.hidesBackButton && (left.isEmpty || item.leftItemsSupplementBackButton)
        let leading = (showsBack ? ["back"] : []) + left
        let trailing = Array(right.reversed())
        if scene.toolbar.titleText != item.title {
            return "title \(scene.toolbar.titleText ?? "nil"), item's \(item.title ?? "nil")"
        }
        if scene.leading != leading { return "leading \(scene.leading), expected \(leading)" }
        if scene.trailing != trailing { return "trailing \(scene.trailing), expected \(trailing)" }
        return nil
    }

    private func report(_ failure: String) -> String {
        "replay: ToolbarRun(seed: \(seed)).play() — \(failure)\n  events: " + events.joined(separator: " · ")
    }
}
