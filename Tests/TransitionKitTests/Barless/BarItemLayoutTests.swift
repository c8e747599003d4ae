import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct BarItemLayoutTests {
    @Test func rootWithoutItemsHasOnlyTitle() {
        let layout = BarItemLayout(item: NavigationItemFacts(), isRoot: true)
        #expect(layout.leadingToTrailing == [.title])
        #expect(layout.leading.isEmpty)
        #expect(layout.trailing.isEmpty)
    }

    @Test func pushedScreenWithoutItemsHasBackAndTitle() {
        let layout = BarItemLayout(item: NavigationItemFacts(), isRoot: false)
        #expect(layout.leadingToTrailing == [.back, .title])
    }

    @Test func leftItemsInArrayOrderRightItemsFromTrailingEdgeInward() {
        let item = NavigationItemFacts(
            leftItemCount: 2, rightItemCount: 3, leftItemsSupplementBackButton: true)
        let layout = BarItemLayout(item: item, isRoot: false)
        #expect(
            layout.leadingToTrailing == [.back, .left(0), .left(1), .title, .right(2), .right(1), .right(0)])
        #expect(Array(layout.leading) == [.back, .left(0), .left(1)])
        #expect(Array(layout.trailing) == [.right(2), .right(1), .right(0)])
    }

    @Test func leftItemsReplaceBack() {
        let layout = BarItemLayout(
            item: NavigationItemFacts(leftItemCount: 1, rightItemCount: 1), isRoot: false)
        #expect(layout.leadingToTrailing == [.left(0), .title, .right(0)])
    }

    @Test func leftToRightIsLeadingToTrailing() {
        let layout = BarItemLayout(
            item: NavigationItemFacts(leftItemCount: 1, rightItemCount: 2), isRoot: true)
        #expect(layout.leftToRight(.leftToRight) == [.left(0), .title, .right(1), .right(0)])
    }

    @Test func rightToLeftMirrorsTheRow() {
        let item = NavigationItemFacts(
            leftItemCount: 1, rightItemCount: 2, leftItemsSupplementBackButton: true)
        let layout = BarItemLayout(item: item, isRoot: false)
        #expect(layout.leftToRight(.rightToLeft) == [.right(0), .right(1), .title, .left(0), .back])
    }

    @Test func mirroringTwiceIsIdentity() {
        let layout = BarItemLayout(
            item: NavigationItemFacts(leftItemCount: 3, rightItemCount: 4), isRoot: false)
        #expect(Array(layout.leftToRight(.rightToLeft).reversed()) == layout.leftToRight(.leftToRight))
    }

    @Test func outermostRightItemIsAtTrailingEdgeInBothDirections() {
        let layout = BarItemLayout(item: NavigationItemFacts(rightItemCount: 2), isRoot: true)
        #expect(layout.leftToRight(.leftToRight).last == .right(0))
        #expect(layout.leftToRight(.rightToLeft).first == .right(0))
    }
}
