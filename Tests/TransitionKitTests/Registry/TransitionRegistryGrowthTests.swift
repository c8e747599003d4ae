import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The registry's work and storage grow at most linearly in the rules it holds: matching over
/// factories that all decline, unregistering, and the storage left after rules go. Measured by
/// counting the entries examined and the slots stored, not by the clock.
@Suite struct TransitionRegistryGrowthTests {
    private typealias F = RegistryFixtures

    /// `n` factories for one pair, all declining, then a match: every candidate is examined once.
    private static func examinedByDecliningMatch(rules n: Int, operation: NavigationOperation) -> Int {
        var registry = F.Registry()
        for _ in 0..<n {
            registry.register(from: F.Grid.self, to: F.Detail.self) { _, _, _ in nil }
        }
        var examined = 0
        let (grid, detail) = (F.Grid(), F.Detail())
        let match =
            operation == .push
            ? registry.match(from: grid, to: detail, operation: .push, override: nil, examined: &examined)
            : registry.match(from: detail, to: grid, operation: .pop, override: nil, examined: &examined)
        #expect(match == nil)
        return examined
    }

    /// Once 2,000 entries took 2,001,000 steps (each fall-through rescanned the bucket from its end).
    @Test(arguments: NavigationOperation.allCases)
    func aMatchOverDecliningFactoriesExaminesEachCandidateOnce(operation: NavigationOperation) {
        for n in [10, 2_000] {
            let examined = Self.examinedByDecliningMatch(rules: n, operation: operation)
            #expect(examined <= 4 * n + 16, "\(n) rules: \(examined) entries examined")
        }
    }

    /// Removing the oldest of `n` rules on one pair once shifted the whole bucket (n steps).
    @Test func unregisteringTakesLogarithmicWork() {
        for n in [16, 4_096] {
            var registry = F.Registry()
            let tokens = (0..<n).map { _ in registry.register(.zoom, from: F.Grid.self, to: F.Detail.self) }
            var work = 0
            let removed = registry.unregister(tokens[0], work: &work)
            #expect(removed)
            #expect(work <= 64, "\(n) rules: \(work) steps to unregister one")
            #expect(registry.count == n - 1)
        }
    }

    /// 100,000 register/unregister cycles beside one kept rule leave the storage of a few rules
    /// (once a slot per registration ever made: 2 M cycles grew the process by 131 MB).
    @Test func cyclingRegistrationsKeepsTheStorageSmall() {
        var registry = F.Registry()
        registry.register(.fade, from: F.Settings.self, to: F.Detail.self)
        for _ in 0..<100_000 {
            let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
            registry.unregister(token)
        }
        #expect(registry.count == 1)
        #expect(registry.storageFootprint <= 64, "\(registry.storageFootprint) slots stored")
        #expect(registry.match(from: F.Settings(), to: F.Detail(), operation: .push)?.value == .fade)
    }

    /// 20,000 rules over 100 × 100 pairs (and one pair stacked 10,000 deep), all but one removed in a
    /// scattered order: the storage shrinks to that of a few rules.
    @Test func storageShrinksWhenRulesGo() {
        var registry = F.Registry()
        var tokens: [RegistrationToken] = []
        let classes: [F.Base.Type] = [F.Grid.self, F.SpecialGrid.self, F.Detail.self, F.SpecialDetail.self]
        for i in 0..<10_000 {
            tokens.append(registry.register(.slide, from: classes[i % 4], to: classes[(i / 4) % 4]))
            tokens.append(
                registry.register(.tagged("\(i)"), for: .push, from: F.Grid.self, to: F.Detail.self))
        }
        let kept = registry.register(.fade, from: F.Settings.self, to: F.Detail.self)
        let grown = registry.storageFootprint
        var order = Array(tokens.indices)
        var generator = SplitMix64(seed: 0x39)
        order.shuffle(using: &generator)
        for position in order { registry.unregister(tokens[position]) }
        #expect(registry.count == 1)
        #expect(
            registry.storageFootprint <= 64, "\(registry.storageFootprint) slots stored (\(grown) at most)")
        #expect(registry.match(from: F.Settings(), to: F.Detail(), operation: .push)?.value == .fade)
        let removedKept = registry.unregister(kept)
        #expect(removedKept && registry.storageFootprint <= 16)
    }

    /// Removing every rule frees the storage; tokens issued before still remove nothing after.
    @Test func removeAllFreesTheStorage() {
        var registry = F.Registry()
        let tokens = (0..<1_000).map { _ in registry.register(.zoom, from: F.Grid.self, to: F.Detail.self) }
        registry.removeAll()
        #expect(registry.storageFootprint <= 16)
        let later = registry.register(.fade, from: F.Grid.self, to: F.Detail.self)
        for token in tokens {
            let removed = registry.unregister(token)
            #expect(!removed)
        }
        #expect(registry.match(from: F.Grid(), to: F.Detail(), operation: .push)?.value == .fade)
        let removedLater = registry.unregister(later)
        #expect(removedLater)
    }
}
