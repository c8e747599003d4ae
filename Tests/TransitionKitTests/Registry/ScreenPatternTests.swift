import Testing
import TransitionKit

@Suite struct ScreenPatternTests {
    private typealias F = RegistryFixtures

    @Test func anyScreenIsTheOnlyWildcard() {
        #expect(ScreenPattern.anyScreen.isWildcard)
        #expect(!ScreenPattern.kind(of: F.Base.self).isWildcard)
    }

    @Test func kindOfComparesByClassIdentity() {
        #expect(ScreenPattern.kind(of: F.Grid.self) == .kind(of: F.Grid.self))
        #expect(ScreenPattern.kind(of: F.Grid.self) != .kind(of: F.SpecialGrid.self))
        #expect(ScreenPattern.kind(of: F.Grid.self) != .anyScreen)
    }
}
