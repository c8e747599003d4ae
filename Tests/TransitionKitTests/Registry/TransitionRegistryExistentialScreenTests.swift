import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// A registry whose screen type is the existential `AnyObject` matches by each screen's dynamic
/// class, as one over a base class does. Optimized builds once read the static `AnyObject` type
/// instead, so nothing matched there: this suite runs in the release configuration too.
struct TransitionRegistryExistentialScreenTests {
    typealias Fixtures = RegistryFixtures

    @Test func valueRulesMatchPushAndPopByTheDynamicClass() {
        var registry = TransitionRegistry<AnyObject, Int>()
        registry.register(7, from: Fixtures.Grid.self, to: Fixtures.Detail.self)
        let grid: AnyObject = Fixtures.Grid()
        let detail: AnyObject = Fixtures.SpecialDetail()
        let push = registry.match(from: grid, to: detail, operation: .push)
        let pop = registry.match(from: detail, to: grid, operation: .pop)
        #expect(push?.value == 7)
        #expect(push?.isReversed == false)
        #expect(pop?.value == 7)
        #expect(pop?.isReversed == true)
        #expect(registry.match(from: detail, to: grid, operation: .push) == nil)
    }

    @Test func factoryRulesMatchPushAndPopByTheDynamicClass() {
        var registry = TransitionRegistry<AnyObject, Int>()
        registry.register(from: Fixtures.Grid.self, to: Fixtures.Detail.self) { grid, detail, operation in
            grid.selection * 10 + detail.selection + (operation == .pop ? 100 : 0)
        }
        let grid = Fixtures.SpecialGrid()
        grid.selection = 3
        let detail = Fixtures.Detail()
        detail.selection = 4
        #expect(registry.match(from: grid as AnyObject, to: detail, operation: .push)?.value == 34)
        #expect(registry.match(from: detail as AnyObject, to: grid, operation: .pop)?.value == 134)
        #expect(registry.match(from: Fixtures.Loner(), to: detail, operation: .push) == nil)
    }

    @Test func patternRulesMatchTheDynamicClassBeforeTheWildcard() {
        var registry = TransitionRegistry<AnyObject, Int>()
        registry.register(1, from: .anyScreen, to: .anyScreen)
        registry.register(2, for: .pop, from: .kind(of: Fixtures.Settings.self), to: .anyScreen)
        let settings: AnyObject = Fixtures.Settings()
        let grid: AnyObject = Fixtures.Grid()
        #expect(registry.match(from: settings, to: grid, operation: .pop)?.value == 2)
        #expect(registry.match(from: grid, to: settings, operation: .pop)?.value == 1)
    }
}
