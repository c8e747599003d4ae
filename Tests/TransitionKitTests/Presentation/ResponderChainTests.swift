import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The responder chain walk a SwiftUI presentation finds its presenting view controller with.
@Suite struct ResponderChainTests {
    /// A chain of numbers: each one's next is one less, down to 0.
    static func first(from start: Int, where match: (Int) -> String?) -> String? {
        ResponderChain.first(from: start, next: { $0 > 0 ? $0 - 1 : nil }, where: match)
    }

    @Test func theFirstMatchFromTheStartIsFound() {
        #expect(Self.first(from: 5) { $0 % 3 == 0 ? "\($0)" : nil } == "3")
        #expect(Self.first(from: 6) { $0 % 3 == 0 ? "\($0)" : nil } == "6", "the start is asked first")
    }

    @Test func theEndOfTheChainWithoutAMatchIsNil() {
        #expect(Self.first(from: 4) { $0 > 10 ? "big" : nil } == nil)
    }
}
