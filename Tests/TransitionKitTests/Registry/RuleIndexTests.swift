import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

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
        var previous: RuleIndex.Candidate?
        var examined = 0
        while let candidate = index.candidate(
            operation, from: from, to: to, after: previous, examined: &examined)
        {
            sequences.append(candidate.entry.sequence)
            previous = candidate
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

    /// Two buckets of equal specificity interleave by registration, removed entries skipped.
    @Test func equallySpecificBucketsInterleaveByRegistration() {
        var index = RuleIndex()
        let sourceSide = Self.placement(.kind(of: F.SpecialGrid.self), .kind(of: F.Detail.self), .push)
        let destinationSide = Self.placement(.kind(of: F.Grid.self), .kind(of: F.SpecialDetail.self), .push)
        index.insert(0, at: sourceSide)
        index.insert(1, at: destinationSide)
        index.insert(2, at: sourceSide)
        index.insert(3, at: destinationSide)
        index.insert(4, at: Self.placement(.kind(of: F.Grid.self), .kind(of: F.Detail.self), .push))
        index.insert(5, at: sourceSide)
        index.remove(2, at: sourceSide)
        index.remove(5, at: sourceSide)
        #expect(Self.order(index, .push, F.SpecialGrid.self, F.SpecialDetail.self) == [3, 1, 0, 4])
    }

    /// Seeded registrations and removals over a few patterns give the candidates in the order a
    /// plain sort of the live rules gives.
    @Test func candidatesFollowTheResolutionOrderUnderRandomRemovals() {
        var random = SplitMix64(seed: 0x39_1D)
        let sides: [ScreenPattern] = [
            .anyScreen, .kind(of: F.Base.self), .kind(of: F.Grid.self), .kind(of: F.SpecialGrid.self),
            .kind(of: F.Detail.self), .kind(of: F.SpecialDetail.self),
        ]
        for _ in 0..<40 {
            var index = RuleIndex()
            var live: [UInt64: RuleIndex.Placement] = [:]
            for sequence in UInt64(0)..<UInt64(120) {
                let placement = Self.placement(
                    sides.randomElement(using: &random)!, sides.randomElement(using: &random)!, .push)
                index.insert(sequence, at: placement)
                live[sequence] = placement
                if Int.random(in: 0..<3, using: &random) == 0,
                    let victim = live.keys.randomElement(using: &random)
                {
                    index.remove(victim, at: live[victim]!)
                    live[victim] = nil
                }
            }
            let expected = live.compactMap { sequence, placement -> RuleRank? in
                guard let from = Self.distance(F.SpecialGrid.self, placement.from),
                    let to = Self.distance(F.SpecialDetail.self, placement.to)
                else { return nil }
                return RuleRank(
                    wildcards: (from == nil ? 1 : 0) + (to == nil ? 1 : 0), distance: (from ?? 0) + (to ?? 0),
                    sequence: sequence)
            }.sorted(by: <).map(\.sequence)
            #expect(Self.order(index, .push, F.SpecialGrid.self, F.SpecialDetail.self) == expected)
        }
    }

    /// The inheritance distance from `type` to the side `identifier` names: `.some(nil)` for the
    /// wildcard, `nil` when the side does not match.
    private static func distance(_ type: AnyClass, _ identifier: ObjectIdentifier) -> Int?? {
        if identifier == ScreenPattern.anyScreen.identifier { return .some(nil) }
        for ancestor in Lineage(of: type) where ancestor.identifier == identifier {
            return .some(ancestor.distance)
        }
        return nil
    }
}
