import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// A registration for `.interactivePop` gives the pop a gesture drives its own value: named as
/// the push it undoes, beating the round trip and pop-only rules for that pop only, never the
/// push or a button's pop, and following specificity and registration order like every rule.
@Suite struct TransitionRegistryInteractivePopTests {
    private typealias F = RegistryFixtures

    private func registry() -> F.Registry {
        var registry = F.Registry(defaultValue: .fade)
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        registry.register(.slide, for: .interactivePop, from: F.Grid.self, to: F.Detail.self)
        return registry
    }

    @Test func aSwipePlaysItsOwnValueAndAButtonThePushReversed() {
        let registry = registry()
        let swipe = registry.match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: nil, interactive: true)
        #expect(swipe.match?.value == .slide && swipe.match?.isReversed == true && swipe.isGesturePop)
        let button = registry.match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: nil, interactive: false)
        #expect(button.match?.value == .zoom && button.match?.isReversed == true && !button.isGesturePop)
        let push = registry.match(
            from: F.Grid(), to: F.Detail(), operation: .push, override: nil, interactive: true)
        #expect(push.match?.value == .zoom && !push.isGesturePop)
    }

    @Test func withoutOneASwipePlaysThePushReversed() {
        var registry = F.Registry()
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let swipe = registry.match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: nil, interactive: true)
        #expect(swipe.match?.value == .zoom && !swipe.isGesturePop)
    }

    @Test func anOverrideStillBeatsIt() {
        let swipe = registry().match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: .crossFade, interactive: true)
        #expect(swipe.match?.value == .crossFade && !swipe.isGesturePop)
    }

    @Test func theMostSpecificAndLatestWin() {
        var registry = registry()
        registry.register(.crossFade, for: .interactivePop, from: F.Grid.self, to: F.SpecialDetail.self)
        let special = registry.match(
            from: F.SpecialDetail(), to: F.Grid(), operation: .pop, override: nil, interactive: true)
        #expect(special.match?.value == .crossFade)
        registry.register(.safeAreaMorph, for: .interactivePop, from: F.Grid.self, to: F.Detail.self)
        let plain = registry.match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: nil, interactive: true)
        #expect(plain.match?.value == .safeAreaMorph)
    }

    @Test func unregisteringItGivesTheSwipeBackToThePushReversed() {
        var registry = F.Registry()
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let token = registry.register(.slide, for: .interactivePop, from: F.Grid.self, to: F.Detail.self)
        let removed = registry.unregister(token)
        #expect(removed)
        let swipe = registry.match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: nil, interactive: true)
        #expect(swipe.match?.value == .zoom && !swipe.isGesturePop)
    }

    @Test func itCombinesWithPopAndIsNotPartOfAll() {
        #expect(!NavigationOperations.all.contains(.interactivePop))
        var registry = F.Registry()
        registry.register(.slide, for: [.pop, .interactivePop], from: F.Detail.self, to: F.Grid.self)
        let button = registry.match(from: F.Detail(), to: F.Grid(), operation: .pop)
        #expect(button?.value == .slide && button?.isReversed == false)
        let swipe = registry.match(
            from: F.Detail(), to: F.Grid(), operation: .pop, override: nil, interactive: true)
        #expect(swipe.match?.value == .slide && swipe.match?.isReversed == false && swipe.isGesturePop)
    }
}
