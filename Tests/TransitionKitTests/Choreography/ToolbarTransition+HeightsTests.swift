import Foundation
import Testing
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite struct ToolbarTransitionHeightsTests {
    @Test func equalHeightsCrossFade() {
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: 44) == .crossFade)
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: 44.0005) == .crossFade)
    }

    @Test func differentHeightsMorph() {
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: 56) == .heightMorph)
        #expect(ToolbarTransition.between(fromHeight: 56, toHeight: 44) == .heightMorph)
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: 44.01) == .heightMorph)
    }

    @Test func missingToolbarCountsAsZero() {
        #expect(ToolbarTransition.between(fromHeight: nil, toHeight: 44) == .heightMorph)
        #expect(ToolbarTransition.between(fromHeight: 44, toHeight: nil) == .heightMorph)
        #expect(ToolbarTransition.between(fromHeight: nil, toHeight: 0) == .crossFade)
    }

    @Test func noToolbarsNoAnimation() {
        #expect(ToolbarTransition.between(fromHeight: nil, toHeight: nil) == ToolbarTransition.noToolbars)
    }

    @Test func badHeightsCountAsZero() {
        #expect(ToolbarTransition.between(fromHeight: .nan, toHeight: 0) == .crossFade)
        #expect(ToolbarTransition.between(fromHeight: -3, toHeight: .infinity) == .crossFade)
        #expect(ToolbarTransition.between(fromHeight: .nan, toHeight: 44) == .heightMorph)
    }

    @Test func choiceIsSymmetric() {
        let heights: [CGFloat?] = [nil, 0, 32, 44, 50, 56]
        for a in heights {
            for b in heights {
                #expect(
                    ToolbarTransition.between(fromHeight: a, toHeight: b)
                        == ToolbarTransition.between(fromHeight: b, toHeight: a))
            }
        }
    }
}
