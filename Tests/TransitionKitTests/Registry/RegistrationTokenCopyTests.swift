import TestSupport
import Testing
import TransitionKit

/// Tokens across copies of the registry (a value type): a token removes only the rule its own
/// registration created, in the registry that made it and in every copy made afterwards that
/// still holds that rule — never a rule another copy registered since.
@Suite struct RegistrationTokenCopyTests {
    private typealias F = RegistryFixtures

    /// Red before the fix: both copies gave their next registration the same sequence number, so
    /// the first copy's token removed the second copy's unrelated rule.
    @Test func aTokenFromOneCopyDoesNotRemoveAnotherCopysLaterRule() {
        let original = F.Registry()
        var first = original
        var second = original
        let token = first.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        second.register(.fade, from: F.Settings.self, to: F.Detail.self)
        let removed1 = second.unregister(token)
        #expect(removed1 == false)
        #expect(second.count == 1)
        let removed2 = first.unregister(token)
        #expect(removed2)
        #expect(first.isEmpty)
    }

    @Test func aTokenRemovesItsRuleFromACopyMadeAfterwards() {
        var registry = F.Registry()
        let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        var copy = registry
        copy.register(.fade, from: F.Settings.self, to: F.Detail.self)
        let removed3 = copy.unregister(token)
        #expect(removed3)
        #expect(copy.count == 1)
        #expect(registry.count == 1, "the original keeps its rule: copies are independent values")
        let removed4 = registry.unregister(token)
        #expect(removed4)
        let removed5 = registry.unregister(token)
        #expect(removed5 == false, "already removed")
    }

    @Test func aTokenDoesNotRemoveARuleAfterRemoveAllAndRegisteringAgain() {
        var registry = F.Registry()
        let token = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        registry.removeAll()
        let later = registry.register(.zoom, from: F.Grid.self, to: F.Detail.self)
        let removed6 = registry.unregister(token)
        #expect(removed6 == false)
        let removed7 = registry.unregister(later)
        #expect(removed7)
    }

    /// Seeded random programs of copies, registrations and unregistrations against a reference
    /// model: each registry value is the set of registrations it holds; a token removes its
    /// registration exactly when the value holds it. 2,000 programs of 40 steps.
    @Test func copiesRegistrationsAndRemovalsFollowTheReferenceModel() {
        var random = SplitMix64(seed: 0x70CE_0012)
        let screens: [(AnyClass, AnyClass)] = [
            (F.Grid.self, F.Detail.self), (F.Settings.self, F.Detail.self), (F.Grid.self, F.Settings.self),
        ]
        for program in 0..<2_000 {
            var registries = [F.Registry()]
            var models: [Set<Int>] = [[]]
            var tokens: [(token: RegistrationToken, id: Int)] = []
            var nextID = 0
            for step in 0..<40 {
                let which = Int.random(in: 0..<registries.count, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<2 where registries.count < 6:
                    registries.append(registries[which])
                    models.append(models[which])
                case 0..<5:
                    let pair = screens.randomElement(using: &random)!
                    let operations: NavigationOperations = [.all, .push, .pop, []].randomElement(
                        using: &random)!
                    let token = registries[which].register(.zoom, for: operations, from: pair.0, to: pair.1)
                    // An empty operation set registers nothing; its token removes nothing.
                    if !operations.isEmpty { models[which].insert(nextID) }
                    tokens.append((token, nextID))
                    nextID += 1
                case 5:
                    registries[which].removeAll()
                    models[which].removeAll()
                default:
                    guard let (token, id) = tokens.randomElement(using: &random) else { continue }
                    let removed = registries[which].unregister(token)
                    let expected = models[which].remove(id) != nil
                    #expect(removed == expected, "program \(program) step \(step)")
                }
                #expect(registries[which].count == models[which].count, "program \(program) step \(step)")
            }
        }
    }
}
