import Testing

@testable import TransitionKit
@testable import TransitionKitCore

@Suite struct LineageTests {
    private typealias F = RegistryFixtures

    @Test func walksFromTheClassToItsRootWithDistances() {
        let chain = Array(Lineage(of: F.SpecialGrid.self))
        #expect(
            chain.map(\.identifier) == [
                ObjectIdentifier(F.SpecialGrid.self), ObjectIdentifier(F.Grid.self),
                ObjectIdentifier(F.Base.self),
            ])
        #expect(chain.map(\.distance) == [0, 1, 2])
    }

    @Test func rootClassYieldsOnlyItself() {
        let chain = Array(Lineage(of: F.Loner.self))
        #expect(chain.map(\.identifier) == [ObjectIdentifier(F.Loner.self)])
        #expect(chain.map(\.distance) == [0])
    }

    @Test func usesTheDynamicClassOfAnInstance() {
        let screen: F.Base = F.SpecialDetail()
        let chain = Array(Lineage(of: type(of: screen)))
        #expect(chain.first?.identifier == ObjectIdentifier(F.SpecialDetail.self))
        #expect(chain.count == 3)
    }
}
