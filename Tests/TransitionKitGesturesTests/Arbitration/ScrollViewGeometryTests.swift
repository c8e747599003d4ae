import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct ScrollViewGeometryTests {
    func carousel(offset: CGFloat, inset: GestureEdgeInsets = .zero, enabled: Bool = true)
        -> ScrollViewGeometry
    {
        ScrollViewGeometry(
            contentOffset: CGPoint(x: offset, y: 0), contentSize: CGSize(width: 1200, height: 200),
            boundsSize: CGSize(width: 390, height: 200), contentInset: inset, isScrollEnabled: enabled)
    }

    @Test func leftToRightCanScrollBackUntilTheLeftLimit() {
        #expect(carousel(offset: 120).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
        #expect(!carousel(offset: 0).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
        #expect(!carousel(offset: 0.4).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
        let inset = GestureEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        #expect(
            !carousel(offset: -20, inset: inset).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
        #expect(carousel(offset: 0, inset: inset).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
    }

    @Test func rightToLeftCanScrollUntilTheRightLimit() {
        // Max offset = 1200 − 390 = 810: the leading (right) end.
        #expect(!carousel(offset: 810).canScrollTowardLeadingEdge(layoutDirection: .rightToLeft))
        #expect(carousel(offset: 500).canScrollTowardLeadingEdge(layoutDirection: .rightToLeft))
        #expect(carousel(offset: 0).canScrollTowardLeadingEdge(layoutDirection: .rightToLeft))
    }

    @Test(arguments: TransitionLayoutDirection.allCases)
    func verticalOnlyScrollViewNeverScrollsHorizontally(direction: TransitionLayoutDirection) {
        let list = ScrollViewGeometry(
            contentOffset: CGPoint(x: 0, y: 900), contentSize: CGSize(width: 390, height: 5000),
            boundsSize: CGSize(width: 390, height: 844),
            contentInset: GestureEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(!list.canScrollTowardLeadingEdge(layoutDirection: direction))
        let narrow = ScrollViewGeometry(
            contentOffset: .zero, contentSize: CGSize(width: 0, height: 5000),
            boundsSize: CGSize(width: 390, height: 844))
        #expect(!narrow.canScrollTowardLeadingEdge(layoutDirection: direction))
    }

    @Test func disabledScrollingNeverWins() {
        #expect(
            !carousel(offset: 120, enabled: false).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
    }

    @Test func nonFiniteGeometryLetsContentWin() {
        #expect(carousel(offset: .nan).canScrollTowardLeadingEdge(layoutDirection: .leftToRight))
        #expect(carousel(offset: .infinity).canScrollTowardLeadingEdge(layoutDirection: .rightToLeft))
    }
}
