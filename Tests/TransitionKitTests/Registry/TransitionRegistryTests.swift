import Testing
import TransitionKit

@Suite struct TransitionRegistryTests {
    private typealias F = RegistryFixtures

    @Test func startsEmptyWithTheGivenDefault() {
        let registry = F.Registry(defaultValue: .fade)
        #expect(registry.isEmpty)
        #expect(registry.count == 0)
        #expect(registry.defaultValue == .fade)
        #expect(F.Registry().defaultValue == nil)
    }

    @Test func everyRegistrationFormCountsOnce() {
        var registry = F.Registry()
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        registry.register(from: F.Grid.self, to: F.Settings.self) { _, _, _ in .slide }
        registry.register(.fade, from: .anyScreen, to: .kind(of: F.Settings.self))
        registry.register(from: .anyScreen, to: .anyScreen) { _, _, _ in nil }
        #expect(registry.count == 4)
        #expect(!registry.isEmpty)
    }

    @Test func tokensAreDistinct() {
        var registry = F.Registry()
        let first = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let second = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        #expect(first != second)
    }

    @Test(arguments: NavigationOperation.allCases)
    func unregisterRemovesTheRuleAndOnlyOnce(operation: NavigationOperation) {
        var registry = F.Registry()
        let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let removedOnce = registry.unregister(token)
        #expect(removedOnce)
        #expect(registry.isEmpty)
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail()) == nil)
        let removedTwice = registry.unregister(token)
        #expect(!removedTwice)
    }

    @Test(arguments: NavigationOperation.allCases)
    func unregisteringTheLatestOfTwoRestoresTheEarlier(operation: NavigationOperation) {
        var registry = F.Registry()
        let first = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let second = registry.register(.crossFade, from: F.Grid.self, to: F.Detail.self)
        #expect(
            F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())?.value == .crossFade)
        registry.unregister(second)
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(match == TransitionMatch(value: .zoom, isReversed: operation == .pop, origin: .rule(first)))
    }

    @Test func unregisterRemovesPushOnlyAndPopOnlyRules() {
        var registry = F.Registry()
        let push = registry.register(.zoom, for: .push, from: F.Grid.self, to: F.Detail.self)
        let pop = registry.register(.fade, for: .pop, from: F.Detail.self, to: F.Grid.self)
        let removedPush = registry.unregister(push)
        #expect(removedPush)
        let removedPop = registry.unregister(pop)
        #expect(removedPop)
        #expect(registry.match(from: F.Grid(), to: F.Detail(), operation: .push) == nil)
        #expect(registry.match(from: F.Detail(), to: F.Grid(), operation: .pop) == nil)
    }

    @Test func aTokenFromAnotherRegistryRemovesNothing() {
        var registry = F.Registry()
        var other = F.Registry()
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let foreign = other.register(.fade, from: F.Grid.self, to: F.Detail.self)
        let removedForeign = registry.unregister(foreign)
        #expect(!removedForeign)
        #expect(registry.count == 1)
    }

    @Test(arguments: NavigationOperation.allCases)
    func emptyOperationSetRegistersNothing(operation: NavigationOperation) {
        var registry = F.Registry()
        let token = registry.register(.zoom, for: [], from: F.Grid.self, to: F.Detail.self)
        #expect(registry.isEmpty)
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail()) == nil)
        let removedEmpty = registry.unregister(token)
        #expect(!removedEmpty)
    }

    @Test func unknownOperationBitsAreIgnored() {
        var registry = F.Registry()
        registry.register(
            .zoom, for: NavigationOperations(rawValue: 0b1001), from: F.Grid.self, to: F.Detail.self)
        #expect(registry.match(from: F.Grid(), to: F.Detail(), operation: .push)?.value == .zoom)
        #expect(registry.match(from: F.Detail(), to: F.Grid(), operation: .pop) == nil)

        registry.register(
            .fade, for: NavigationOperations(rawValue: 0b1000), from: F.Grid.self, to: F.Settings.self)
        #expect(registry.count == 1)
    }

    @Test func removeAllKeepsTheDefault() {
        var registry = F.Registry(defaultValue: .fade)
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        registry.removeAll()
        #expect(registry.isEmpty)
        let match = registry.match(from: F.Grid(), to: F.Detail(), operation: .push)
        #expect(match == TransitionMatch(value: .fade, isReversed: false, origin: .default))
    }

    @Test func copiesAreIndependentValues() {
        var original = F.Registry()
        let token = original.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        var copy = original
        copy.register(.slide, from: F.Grid.self, to: F.Detail.self)
        #expect(original.match(from: F.Grid(), to: F.Detail(), operation: .push)?.value == .zoom)
        #expect(copy.match(from: F.Grid(), to: F.Detail(), operation: .push)?.value == .slide)
        let removedFromCopy = copy.unregister(token)
        #expect(removedFromCopy)
        #expect(original.count == 1)
        #expect(copy.count == 1)
    }
}
