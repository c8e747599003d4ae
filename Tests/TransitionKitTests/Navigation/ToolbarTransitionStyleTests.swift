import Foundation
import Testing

@testable import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ToolbarTransitionStyleTests {
    @Test func equalHeightsCrossFade() {
        #expect(ToolbarTransitionStyle.between(from: 44, to: 44) == .crossFade)
        #expect(ToolbarTransitionStyle.between(from: 44, to: 44.0005) == .crossFade)
    }

    @Test func differentHeightsMorph() {
        #expect(ToolbarTransitionStyle.between(from: 44, to: 56) == .heightMorph)
        #expect(ToolbarTransitionStyle.between(from: 56, to: 44) == .heightMorph)
        #expect(ToolbarTransitionStyle.between(from: 44, to: 44.01) == .heightMorph)
    }

    @Test func missingToolbarCountsAsZero() {
        #expect(ToolbarTransitionStyle.between(from: nil, to: 44) == .heightMorph)
        #expect(ToolbarTransitionStyle.between(from: 44, to: nil) == .heightMorph)
        #expect(ToolbarTransitionStyle.between(from: nil, to: 0) == .crossFade)
    }

    @Test func noToolbarsNoAnimation() {
        #expect(ToolbarTransitionStyle.between(from: nil, to: nil) == .none)
    }

    @Test func badHeightsCountAsZero() {
        #expect(ToolbarTransitionStyle.between(from: .nan, to: 0) == .crossFade)
        #expect(ToolbarTransitionStyle.between(from: -3, to: .infinity) == .crossFade)
        #expect(ToolbarTransitionStyle.between(from: .nan, to: 44) == .heightMorph)
    }

    @Test func choiceIsSymmetric() {
        let heights: [CGFloat?] = [nil, 0, 32, 44, 50, 56]
        for a in heights {
            for b in heights {
                #expect(
                    ToolbarTransitionStyle.between(from: a, to: b)
                        == ToolbarTransitionStyle.between(from: b, to: a))
            }
        }
    }
}
