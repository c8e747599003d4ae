import Testing
import TransitionKit

@Suite struct TransitionRegistryMatchingTests {
    private typealias F = RegistryFixtures
    private typealias Match = TransitionMatch<F.Style>

    // MARK: What a registration covers

    @Test(arguments: NavigationOperation.allCases)
    func roundTripRegistrationCoversThePushAndThePopThatUndoesIt(operation: NavigationOperation) {
        var registry = F.Registry()
        let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(match == Match(value: .zoom, isReversed: operation == .pop, origin: .rule(token)))
    }

    @Test func roundTripRegistrationCoversNeitherOppositeNavigation() {
        var registry = F.Registry()
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        #expect(registry.match(from: F.Detail(), to: F.Grid(), operation: .push) == nil)
        #expect(registry.match(from: F.Grid(), to: F.Detail(), operation: .pop) == nil)
    }

    @Test func pushOnlyRegistrationLeavesThePopToTheFallbacks() {
        var registry = F.Registry(defaultValue: .fade)
        let token = registry.register(.safeAreaMorph, for: .push, from: F.Grid.self, to: F.Settings.self)
        #expect(
            registry.match(from: F.Grid(), to: F.Settings(), operation: .push)
                == Match(value: .safeAreaMorph, isReversed: false, origin: .rule(token)))
        #expect(
            registry.match(from: F.Settings(), to: F.Grid(), operation: .pop)
                == Match(value: .fade, isReversed: false, origin: .default))
    }

    @Test func popOnlyRegistrationNamesThePopAsItHappens() {
        var registry = F.Registry()
        let token = registry.register(.slide, for: .pop, from: F.Settings.self, to: F.Grid.self)
        #expect(
            registry.match(from: F.Settings(), to: F.Grid(), operation: .pop)
                == Match(value: .slide, isReversed: false, origin: .rule(token)))
        #expect(registry.match(from: F.Grid(), to: F.Settings(), operation: .pop) == nil)
        #expect(registry.match(from: F.Settings(), to: F.Grid(), operation: .push) == nil)
        #expect(registry.match(from: F.Grid(), to: F.Settings(), operation: .push) == nil)
    }

    /// The registrations of the public contract, expressed on the test screens.
    @Test func contractExampleResolvesEveryNavigation() {
        var registry = F.Registry(defaultValue: .fade)
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        registry.register(.crossFade, from: F.Detail.self, to: F.Settings.self)
        registry.register(.safeAreaMorph, for: .push, from: F.Grid.self, to: F.Settings.self)
        registry.register(.slide, for: .pop, from: F.Settings.self, to: F.Grid.self)
        let (grid, detail, settings) = (F.Grid(), F.Detail(), F.Settings())

        func resolve(_ from: F.Base, _ to: F.Base, _ operation: NavigationOperation) -> (F.Style, Bool)? {
            registry.match(from: from, to: to, operation: operation).map { ($0.value, $0.isReversed) }
        }
        #expect(resolve(grid, detail, .push)! == (.zoom, false))
        #expect(resolve(detail, grid, .pop)! == (.zoom, true))
        #expect(resolve(detail, settings, .push)! == (.crossFade, false))
        #expect(resolve(settings, detail, .pop)! == (.crossFade, true))
        #expect(resolve(grid, settings, .push)! == (.safeAreaMorph, false))
        #expect(resolve(settings, grid, .pop)! == (.slide, false))
        #expect(resolve(settings, settings, .push)! == (.fade, false))
    }

    // MARK: Factories

    @Test(arguments: NavigationOperation.allCases)
    func factoryReceivesScreensInRegisteredOrder(operation: NavigationOperation) {
        var registry = F.Registry()
        let (grid, detail) = (F.SpecialGrid(), F.Detail())
        var calls: [(F.Grid, F.Detail, NavigationOperation)] = []
        registry.register(from: F.Grid.self, to: F.Detail.self) { grid, detail, operation in
            calls.append((grid, detail, operation))
            return .zoom
        }
        _ = F.roundTrip(registry, operation, registeredFrom: grid, to: detail)
        #expect(calls.count == 1)
        #expect(calls.first?.0 === grid)
        #expect(calls.first?.1 === detail)
        #expect(calls.first?.2 == operation)
    }

    @Test(arguments: NavigationOperation.allCases)
    func factoryRunsAtMatchTimeAndSeesCurrentState(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(from: F.Grid.self, to: F.Detail.self) { grid, _, _ in .selection(grid.selection) }
        let (grid, detail) = (F.Grid(), F.Detail())
        grid.selection = 3
        #expect(F.roundTrip(registry, operation, registeredFrom: grid, to: detail)?.value == .selection(3))
        grid.selection = 8
        #expect(F.roundTrip(registry, operation, registeredFrom: grid, to: detail)?.value == .selection(8))
    }

    @Test(arguments: NavigationOperation.allCases)
    func popOnlyFactoryReceivesTheLeavingScreenFirst(operation: NavigationOperation) {
        var registry = F.Registry()
        let (detail, grid) = (F.Detail(), F.Grid())
        var received: (F.Detail, F.Grid)?
        registry.register(from: F.Detail.self, to: F.Grid.self, for: .pop) { detail, grid, _ in
            received = (detail, grid)
            return .fade
        }
        let match = registry.match(from: detail, to: grid, operation: .pop)
        #expect(match?.isReversed == false)
        #expect(received?.0 === detail)
        #expect(received?.1 === grid)
    }

    @Test(arguments: NavigationOperation.allCases)
    func patternFactoryReceivesConcreteScreensInRegisteredOrder(operation: NavigationOperation) {
        var registry = F.Registry()
        let (settings, detail) = (F.Settings(), F.SpecialDetail())
        var received: (F.Base, F.Base)?
        registry.register(from: .anyScreen, to: .kind(of: F.Detail.self)) { from, to, _ in
            received = (from, to)
            return .crossFade
        }
        let match = F.roundTrip(registry, operation, registeredFrom: settings, to: detail)
        #expect(match?.value == .crossFade)
        #expect(match?.isReversed == (operation == .pop))
        #expect(received?.0 === settings)
        #expect(received?.1 === detail)
    }

    // MARK: Specificity

    @Test(arguments: NavigationOperation.allCases)
    func subclassesMatchTheirSuperclassRules(operation: NavigationOperation) {
        var registry = F.Registry()
        let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let match = F.roundTrip(registry, operation, registeredFrom: F.SpecialGrid(), to: F.SpecialDetail())
        #expect(match == Match(value: .zoom, isReversed: operation == .pop, origin: .rule(token)))
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Base(), to: F.Detail()) == nil)
    }

    /// Registered least specific last, so only specificity can explain the winner.
    @Test(arguments: NavigationOperation.allCases)
    func exactTypesBeatSuperclassesBeatWildcards(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(.tagged("any→any"), from: .anyScreen, to: .anyScreen)
        registry.register(.tagged("any→Detail"), from: .anyScreen, to: .kind(of: F.Detail.self))
        registry.register(.tagged("Base→Detail"), from: F.Base.self, to: F.Detail.self)
        registry.register(.tagged("Grid→Detail"), from: F.Grid.self, to: F.Detail.self)
        registry.register(.tagged("Special→Detail"), from: F.SpecialGrid.self, to: F.Detail.self)
        func winner(_ a: F.Base, _ b: F.Base) -> F.Style? {
            F.roundTrip(registry, operation, registeredFrom: a, to: b)?.value
        }
        #expect(winner(F.SpecialGrid(), F.Detail()) == .tagged("Special→Detail"))
        #expect(winner(F.Grid(), F.Detail()) == .tagged("Grid→Detail"))
        #expect(winner(F.Settings(), F.Detail()) == .tagged("Base→Detail"))
        #expect(winner(F.Settings(), F.SpecialDetail()) == .tagged("Base→Detail"))
        #expect(winner(F.Grid(), F.Settings()) == .tagged("any→any"))
    }

    @Test(arguments: NavigationOperation.allCases)
    func superclassOnBothSidesBeatsOneWildcard(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(.tagged("Base→Base"), from: F.Base.self, to: F.Base.self)
        registry.register(.tagged("Special→any"), from: .kind(of: F.SpecialGrid.self), to: .anyScreen)
        let match = F.roundTrip(registry, operation, registeredFrom: F.SpecialGrid(), to: F.SpecialDetail())
        #expect(match?.value == .tagged("Base→Base"))
    }

    /// Sums, not the `from` side first: an exact `from` with a distant `to` loses to a nearer pair.
    @Test(arguments: NavigationOperation.allCases)
    func smallerDistanceSumWins(operation: NavigationOperation) {
        var registry = F.Registry()
        // Distances for SpecialGrid → SpecialDetail: 1 + 0, then 2 + 1, then 0 + 2.
        registry.register(.tagged("Grid→SpecialDetail"), from: F.Grid.self, to: F.SpecialDetail.self)
        registry.register(.tagged("Base→Detail"), from: F.Base.self, to: F.Detail.self)
        registry.register(.tagged("SpecialGrid→Base"), from: F.SpecialGrid.self, to: F.Base.self)
        let match = F.roundTrip(registry, operation, registeredFrom: F.SpecialGrid(), to: F.SpecialDetail())
        #expect(match?.value == .tagged("Grid→SpecialDetail"))
    }

    @Test(arguments: NavigationOperation.allCases, [false, true])
    func equalDistanceSumsGoToTheLatestRegistration(operation: NavigationOperation, gridSideFirst: Bool) {
        var registry = F.Registry()
        let registrations: [(F.Style, AnyClass, AnyClass)] = [
            (.tagged("Grid→Base"), F.Grid.self, F.Base.self),
            (.tagged("Base→Detail"), F.Base.self, F.Detail.self),
        ]
        for (style, from, to): (F.Style, AnyClass, AnyClass) in gridSideFirst
            ? registrations : registrations.reversed()
        {
            registry.register(style, from: from, to: to)
        }
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(match?.value == (gridSideFirst ? .tagged("Base→Detail") : .tagged("Grid→Base")))
    }

    @Test(arguments: NavigationOperation.allCases)
    func oneWildcardOnEitherSideTiesAndTheLatestWins(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(.tagged("Grid→any"), from: .kind(of: F.Grid.self), to: .anyScreen)
        registry.register(.tagged("any→Detail"), from: .anyScreen, to: .kind(of: F.Detail.self))
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(match?.value == .tagged("any→Detail"))
    }

    @Test(arguments: NavigationOperation.allCases)
    func samePairTwiceTheLatestWins(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let latest = registry.register(.crossFade, from: F.Grid.self, to: F.Detail.self)
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(match == Match(value: .crossFade, isReversed: operation == .pop, origin: .rule(latest)))
    }

    @Test func popOnlyRuleAndRoundTripRuleOnTheSamePopTieAndTheLatestWins() {
        var registry = F.Registry()
        registry.register(.fade, for: .pop, from: F.Detail.self, to: F.Grid.self)
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        #expect(
            registry.match(from: F.Detail(), to: F.Grid(), operation: .pop)?.value == .zoom)
        registry.register(.slide, for: .pop, from: F.Detail.self, to: F.Grid.self)
        let match = registry.match(from: F.Detail(), to: F.Grid(), operation: .pop)
        #expect(match?.value == .slide)
        #expect(match?.isReversed == false)
    }

    @Test(arguments: NavigationOperation.allCases)
    func rulesNamingAnotherClassTreeNeverMatch(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(.zoom, from: F.Loner.self, to: F.Detail.self)
        registry.register(from: F.Loner.self, to: F.Loner.self) { _, _, _ in .fade }
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail()) == nil)
    }

    // MARK: Predicates and fall-through

    @Test(arguments: NavigationOperation.allCases, [false, true])
    func predicateRuleRanksLikeItsPattern(operation: NavigationOperation, accepts: Bool) {
        var registry = F.Registry()
        registry.register(.tagged("Base→Detail"), from: F.Base.self, to: F.Detail.self)
        var received: (F.Base, F.Base)?
        registry.register(.tagged("Grid→Detail?"), from: .kind(of: F.Grid.self), to: .kind(of: F.Detail.self))
        {
            received = ($0, $1)
            return accepts
        }
        // Registered after the predicate rule: only less specific, so it never wins.
        registry.register(.tagged("any→any"), from: .anyScreen, to: .anyScreen)
        let (grid, detail) = (F.Grid(), F.Detail())
        let match = F.roundTrip(registry, operation, registeredFrom: grid, to: detail)
        #expect(match?.value == (accepts ? .tagged("Grid→Detail?") : .tagged("Base→Detail")))
        #expect(received?.0 === grid)
        #expect(received?.1 === detail)
    }

    @Test(arguments: NavigationOperation.allCases)
    func factoryReturningNilFallsThroughInResolutionOrder(operation: NavigationOperation) {
        var registry = F.Registry(defaultValue: .fade)
        var tried: [String] = []
        func declining(_ name: String) -> (F.Base, F.Base, NavigationOperation) -> F.Style? {
            { _, _, _ in
                tried.append(name)
                return nil
            }
        }
        let anyAny = registry.register(from: .anyScreen, to: .anyScreen, factory: declining("any→any"))
        registry.register(
            from: .kind(of: F.Base.self), to: .kind(of: F.Detail.self), factory: declining("Base→Detail"))
        registry.register(
            from: .kind(of: F.Grid.self), to: .kind(of: F.Detail.self), factory: declining("Grid→Detail 1"))
        registry.register(
            from: .kind(of: F.Grid.self), to: .kind(of: F.Detail.self), factory: declining("Grid→Detail 2"))
        registry.register(from: .anyScreen, to: .kind(of: F.Detail.self), factory: declining("any→Detail"))
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(tried == ["Grid→Detail 2", "Grid→Detail 1", "Base→Detail", "any→Detail", "any→any"])
        #expect(match == Match(value: .fade, isReversed: false, origin: .default))

        registry.unregister(anyAny)
        registry.register(.zoom, from: .anyScreen, to: .anyScreen)
        tried = []
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())?.value == .zoom)
        #expect(tried.count == 4)
    }

    @Test(arguments: NavigationOperation.allCases)
    func decliningFactoryWithoutDefaultMeansSystem(operation: NavigationOperation) {
        var registry = F.Registry()
        registry.register(from: F.Grid.self, to: F.Detail.self) { _, _, _ in nil }
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail()) == nil)
    }

    @Test func factoryCanDeclineOneOperation() {
        var registry = F.Registry(defaultValue: .fade)
        registry.register(from: F.Grid.self, to: F.Detail.self) { _, _, operation in
            operation == .push ? .zoom : nil
        }
        #expect(registry.match(from: F.Grid(), to: F.Detail(), operation: .push)?.value == .zoom)
        #expect(registry.match(from: F.Detail(), to: F.Grid(), operation: .pop)?.origin == .default)
    }

    // MARK: Override, default, system

    @Test(arguments: NavigationOperation.allCases)
    func overrideBeatsEveryRuleWithoutRunningFactories(operation: NavigationOperation) {
        var registry = F.Registry(defaultValue: .fade)
        var factoryRuns = 0
        registry.register(from: F.Grid.self, to: F.Detail.self) { _, _, _ in
            factoryRuns += 1
            return .zoom
        }
        let match = F.roundTrip(
            registry, operation, registeredFrom: F.Grid(), to: F.Detail(), override: .slide)
        #expect(match == Match(value: .slide, isReversed: operation == .pop, origin: .override))
        #expect(factoryRuns == 0)
    }

    @Test(arguments: NavigationOperation.allCases)
    func unregisteredNavigationUsesTheDefaultThenNothing(operation: NavigationOperation) {
        var registry = F.Registry(defaultValue: .crossFade)
        registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let neverRegistered = F.roundTrip(registry, operation, registeredFrom: F.Settings(), to: F.Grid())
        #expect(neverRegistered == Match(value: .crossFade, isReversed: false, origin: .default))
        registry.defaultValue = nil
        #expect(F.roundTrip(registry, operation, registeredFrom: F.Settings(), to: F.Grid()) == nil)
    }

    @Test(arguments: NavigationOperation.allCases)
    func bothSidesWildcardIsACatchAllAboveTheDefault(operation: NavigationOperation) {
        var registry = F.Registry(defaultValue: .fade)
        let catchAll = registry.register(.crossFade, from: .anyScreen, to: .anyScreen)
        registry.register(.tagged("earlier, specific"), from: F.Grid.self, to: F.Detail.self)
        let specific = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(specific?.value == .tagged("earlier, specific"))
        let other = F.roundTrip(registry, operation, registeredFrom: F.Settings(), to: F.Settings())
        #expect(other == Match(value: .crossFade, isReversed: operation == .pop, origin: .rule(catchAll)))
    }

    // MARK: Scale and isolation

    @Test(arguments: NavigationOperation.allCases)
    func rulesForOtherPairsDoNotInterfere(operation: NavigationOperation) {
        var registry = F.Registry()
        let classes: [AnyClass] = [F.Base.self, F.SpecialGrid.self, F.Settings.self, F.Loner.self]
        for from in classes {
            for to in classes {
                for _ in 0..<25 { registry.register(.fade, from: from, to: to) }
            }
        }
        let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        #expect(registry.count == 401)
        let match = F.roundTrip(registry, operation, registeredFrom: F.Grid(), to: F.Detail())
        #expect(match == Match(value: .zoom, isReversed: operation == .pop, origin: .rule(token)))
    }

    @Test @MainActor func mainActorOwnerRegistersFactoriesReadingItsState() {
        let owner = MainActorOwner()
        owner.selection = 5
        #expect(owner.resolve(.push) == .selection(5))
        owner.selection = 6
        #expect(owner.resolve(.pop) == .selection(6))
    }
}

/// Stands in for the `@MainActor` navigation delegate: holds the registry and registers a
/// non-`Sendable` factory that reads main-actor state at match time.
@MainActor private final class MainActorOwner {
    var registry = RegistryFixtures.Registry()
    var selection = 0

    init() {
        registry.register(from: RegistryFixtures.Grid.self, to: RegistryFixtures.Detail.self) {
            [unowned self] _, _, _ in .selection(self.selection)
        }
    }

    func resolve(_ operation: NavigationOperation) -> RegistryFixtures.Style? {
        RegistryFixtures.roundTrip(
            registry, operation, registeredFrom: RegistryFixtures.Grid(), to: RegistryFixtures.Detail()
        )?.value
    }
}
