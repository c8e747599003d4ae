import Testing
import TransitionKit

@Suite struct TransitionMatchTests {
    private typealias Match = TransitionMatch<RegistryFixtures.Style>

    @Test func equalityCoversValueDirectionAndOrigin() {
        let match = Match(value: .zoom, isReversed: true, origin: .default)
        #expect(match == Match(value: .zoom, isReversed: true, origin: .default))
        #expect(match != Match(value: .fade, isReversed: true, origin: .default))
        #expect(match != Match(value: .zoom, isReversed: false, origin: .default))
        #expect(match != Match(value: .zoom, isReversed: true, origin: .override))
    }
}
