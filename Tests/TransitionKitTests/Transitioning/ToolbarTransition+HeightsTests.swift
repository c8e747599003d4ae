import Testing
import TransitionKit

@Suite struct ToolbarTransitionHeightsTests {
    @Test func equalHeightsCrossFade() {
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: 44) == .crossFade)
    }

    @Test func differentOrMissingHeightsMorph() {
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: 96) == .heightMorph)
        #expect(ToolbarTransition.between(fromHeight: nil, toHeight: 44) == .heightMorph)
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: nil) == .heightMorph)
    }

    @Test func noToolbarsLeaveTheStyleDefault() {
        #expect(ToolbarTransition.between(fromHeight: nil, toHeight: nil) == nil)
    }
}
