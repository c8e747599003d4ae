import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct PanRegionTests {
    @Test func fullWidthContainsEveryFinitePoint() {
        #expect(PanRegion.fullWidth.contains(x: 389, width: 390, layoutDirection: .leftToRight))
        #expect(PanRegion.fullWidth.contains(x: 0, width: 390, layoutDirection: .rightToLeft))
    }

    @Test func leadingFractionMirrorsInRightToLeft() {
        let half = PanRegion.leading(fraction: 0.5)
        #expect(half.contains(x: 100, width: 390, layoutDirection: .leftToRight))
        #expect(!half.contains(x: 300, width: 390, layoutDirection: .leftToRight))
        #expect(half.contains(x: 300, width: 390, layoutDirection: .rightToLeft))
        #expect(!half.contains(x: 100, width: 390, layoutDirection: .rightToLeft))
    }

    @Test func badInputContainsNothing() {
        #expect(!PanRegion.fullWidth.contains(x: .nan, width: 390, layoutDirection: .leftToRight))
        #expect(!PanRegion.fullWidth.contains(x: 10, width: 0, layoutDirection: .leftToRight))
        #expect(!PanRegion.fullWidth.contains(x: 10, width: .infinity, layoutDirection: .leftToRight))
        #expect(!PanRegion.leading(fraction: .nan).contains(x: 10, width: 390, layoutDirection: .leftToRight))
        #expect(PanRegion.leading(fraction: 7).contains(x: 389, width: 390, layoutDirection: .leftToRight))
    }
}
