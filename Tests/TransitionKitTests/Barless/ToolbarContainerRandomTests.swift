import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Seeded random runs of what UIKit and a person do to a screen's toolbar container — rotations,
/// safe areas (stale ones too), toolbar heights (compact, sheets, the screen's own, bad values),
/// layout passes and invalidations, Back taps on any screen of a stack that pops and pushes —
/// through ``ToolbarContainerCore`` and the models. After every layout pass the toolbar
/// sits at the top of the safe area (never above the view) as tall as asked, the screen is inset
/// by that height, and a pass with unchanged inputs changes nothing; Back only ever pops to the
/// entry below and each screen's back state follows the stack. A failure prints a one-line replay
/// (`ToolbarContainerRun(seed:).play()`).
@MainActor
@Suite struct ToolbarContainerRandomTests {
    nonisolated static let shards = 2
    nonisolated static let sequencesPerShard = 2_500

    @Test(arguments: 0..<shards)
    func theToolbarAndTheStackStayInPlace(shard: Int) {
        SeededShards.play(shard: shard, base: 0xC0_7A1E_0000, count: Self.sequencesPerShard) { _, seed in
            ToolbarContainerRun(seed: seed).play()
        }
    }
}

/// One seeded sequence on one toolbar container and its stack.
@MainActor
final class ToolbarContainerRun {
    let seed: UInt64
    private var rng: SplitMix64
    private var events: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
    }

    /// Plays the sequence; returns the replay line, what broke and the events, or `nil`.
    func play() -> String? {
        let ledger = ContractLedger()
        let container = ToolbarContainerModel(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
            ancestorsSafeArea: Insets(top: 47, bottom: 34),
            toolbarHeight: 44, log: ledger)
        let coordinator = ToolbarContainerCore()
        var made = 3
        let stack = NavigationStackModel((0..<3).map { StackEntryModel("e\($0)") }, log: ledger)
        coordinator.layoutIfNeeded(container)
        for _ in 0..<Int.random(in: 3...20, using: &rng) {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<12:
                let portrait = Bool.random(using: &rng)
                container.viewBounds = CGRect(
                    x: 0, y: 0, width: portrait ? 390 : 844, height: portrait ? 844 : 390)
                container.ancestorsSafeArea =
                    portrait ? Insets(top: 47, bottom: 34) : Insets(left: 47, right: 47)
                events.append(portrait ? "portrait" : "landscape")
            case 12..<20:
                let top = [0, 20, 47, 59, -30][Int.random(in: 0..<5, using: &rng)]
                container.ancestorsSafeArea.top = Double(top)
                events.append("safe area top \(top)")
            case 20..<32:
                let height: CGFloat = [44, 50, 56, 32, 72, 0][Int.random(in: 0..<6, using: &rng)]
                container.toolbarHeight = height
                events.append("toolbar height \(height)")
            case 32..<38:
                coordinator.invalidateLayout()
                events.append("invalidate")
            case 38..<70:
                let placements = container.placements
                let writes = container.insetWrites
                coordinator.layoutIfNeeded(container)
                events.append("layout pass")
                if let failure = placementFailure(container) { return report(failure) }
                // Its own inset read back changes nothing.
                coordinator.layoutIfNeeded(container)
                if container.placements > placements + 1 || container.insetWrites > writes + 1 {
                    return report("a second pass with the same inputs placed the toolbar again")
                }
            case 70..<85:
                guard let entry = stack.viewControllers.randomElement(using: &rng) else { continue }
                let before = stack.viewControllers.map(\.name)
                coordinator.goBack(from: entry, in: stack)
                events.append("back on \(entry.name)")
                let expected =
                    before.firstIndex(of: entry.name).map { $0 == 0 ? before : Array(before[..<$0]) }
                    ?? before
                if stack.viewControllers.map(\.name) != expected {
                    return report(
                        "Back on \(entry.name) of \(before) left \(stack.viewControllers.map(\.name))")
                }
            default:
                stack.viewControllers.append(StackEntryModel("e\(made)"))
                events.append("push e\(made)")
                made += 1
            }
            if !ledger.violations.isEmpty { return report("violations: \(ledger)") }
            for (index, entry) in stack.viewControllers.enumerated()
            where BackButtonState(of: entry, in: stack).isRoot != (index == 0) {
                return report("\(entry.name) at \(index) has isRoot \(index != 0)")
            }
        }
        return nil
    }

    /// The toolbar at the top of the safe area (never above the view) as tall as asked, and the
    /// screen inset by that height.
    private func placementFailure(_ container: ToolbarContainerModel) -> String? {
        let height = max(container.toolbarHeight, 0)
        let top = max(CGFloat(container.ancestorsSafeArea.top), 0)
        let expected = CGRect(x: 0, y: top, width: container.viewBounds.width, height: height)
        if container.toolbarFrame != expected {
            return "toolbar at \(String(describing: container.toolbarFrame)), expected \(expected)"
        }
        if container.additionalSafeAreaTop != height {
            return "the screen is inset by \(container.additionalSafeAreaTop), the toolbar is \(height) tall"
        }
        return nil
    }

    private func report(_ failure: String) -> String {
        "replay: ToolbarContainerRun(seed: \(seed)).play() — \(failure)\n  events: "
            + events.joined(separator: " · ")
    }
}
