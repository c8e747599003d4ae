import Testing

@testable import TransitionKit

@Suite struct RuleIndexTests {
    private typealias F = RegistryFixtures

    private static func placement(
        _ from: ScreenPattern, _ to: ScreenPattern, _ operations: NavigationOperations = .all
    ) -> RuleIndex.Placement {
        RuleIndex.Placement(from: from.identifier, to: to.identifier, operations: operations)
    }

    /// Every candidate in order, following `after` as the registry does on fall-through.
    private static func order(
        _ index: RuleIndex, _ operation: NavigationOperation, _ from: AnyClass, _ to: AnyClass
    ) -> [UInt64] {
        var sequences: [UInt64] = []
        var previous: RuleRank?
        while let (entry, rank) = index.candidate(operation, from: from, to: to, after: previous) {
            sequences.append(entry.sequence)
            previous = rank
        }
        return sequences
    }

    @Test func roundTripPlacementHasAPushSlotAndAReversedPopSlot() {
        let placement = Self.placement(.kind(of: F.Grid.self), .kind(of: F.Detail.self))
        #expect(placement.pushSlot?.from == ObjectIdentifier(F.Grid.self))
        #expect(placement.pushSlot?.to == ObjectIdentifier(F.Detail.self))
        #expect(placement.popSlot?.from == ObjectIdentifier(F.Detail.self))
        #expect(placement.popSlot?.to == ObjectIdentifier(F.Grid.self))
        #expect(placement.popSlot?.isReversed == true)
    }

    @Test func singleOperationPlacementsKeepTheirOrientation() {
        let push = Self.placement(.kind(of: F.Grid.self), .kind(of: F.Detail.self), .push)
        #expect(push.pushSlot != nil)
        #expect(push.popSlot == nil)
        let pop = Self.placement(.kind(of: F.Detail.self), .kind(of: F.Grid.self), .pop)
        #expect(pop.pushSlot == nil)
        #expect(pop.popSlot?.from == ObjectIdentifier(F.Detail.self))
        #expect(pop.popSlot?.isReversed == false)
    }

    @Test(arguments: NavigationOperation.allCases)
    func candidatesComeInResolutionOrder(operation: NavigationOperation) {
        var index = RuleIndex()
        index.insert(0, at: Self.placement(.anyScreen, .anyScreen))
        index.insert(1, at: Self.placement(.kind(of: F.Grid.self), .kind(of: F.Detail.self)))
        index.insert(2, at: Self.placement(.kind(of: F.Base.self), .kind(of: F.Base.self)))
        index.insert(3, at: Self.placement(.anyScreen, .kind(of: F.Detail.self)))
        index.insert(4, at: Self.placement(.kind(of: F.Grid.self), .kind(of: F.Detail.self)))
        index.insert(5, at: Self.placement(.kind(of: F.Settings.self), .kind(of: F.Detail.self)))
        let (from, to): (AnyClass, AnyClass) =
            operation == .push ? (F.SpecialGrid.self, F.Detail.self) : (F.Detail.self, F.SpecialGrid.self)
        #expect(Self.order(index, operation, from, to) == [4, 1, 2, 3, 0])
    }

    @Test func removeLeavesNoCandidateBehind() {
        var index = RuleIndex()
        let placement = Self.placement(.kind(of: F.Grid.self), .kind(of: F.Detail.self))
        index.insert(7, at: placement)
        index.insert(8, at: placement)
        index.remove(8, at: placement)
        #expect(Self.order(index, .push, F.Grid.self, F.Detail.self) == [7])
        #expect(Self.order(index, .pop, F.Detail.self, F.Grid.self) == [7])
        index.remove(7, at: placement)
        #expect(Self.order(index, .push, F.Grid.self, F.Detail.self).isEmpty)
        #expect(Self.order(index, .pop, F.Detail.self, F.Grid.self).isEmpty)
    }
}
