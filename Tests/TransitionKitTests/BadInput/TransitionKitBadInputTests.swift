import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The navigation values' defects a hostile-input review named, each a failing test before its fix.
struct TransitionKitBadInputTests {
    /// The counts were clamped by `init` only: a negative count set afterwards made
    /// `BarItemLayout(item:isRoot:)` trap on `0..<-7`, and `Int.max` overflowed.
    @Test(arguments: [-7, Int.min, Int.max, Int.max - 1])
    func countsSetAfterInitializationAreNormalized(count: Int) {
        var item = NavigationItemFacts()
        item.leftItemCount = count
        item.rightItemCount = count
        #expect(item.leftItemCount >= 0 && item.leftItemCount <= NavigationItemFacts.maximumItemCount)
        #expect(item.rightItemCount >= 0 && item.rightItemCount <= NavigationItemFacts.maximumItemCount)
        #expect(item == NavigationItemFacts(leftItemCount: count, rightItemCount: count))
        let layout = BarItemLayout(item: item, isRoot: false)
        let back = item.showsBackButton(isRoot: false) ? 1 : 0
        #expect(layout.leadingToTrailing.count == back + item.leftItemCount + item.rightItemCount + 1)
    }

    /// A pop whose target UIKit holds under other screens popped to it and left UIKit with screens
    /// the router does not have.
    @Test func aPopToATargetUIKitHoldsOutOfOrderSetsTheStack() throws {
        var stack = RouteStack<String, String>(root: "root")
        stack.push("a")
        stack.push("b")
        let ids = stack.ids
        let change = try #require(stack.back().change)
        // UIKit holds root, b, a (drifted): popping to a would leave b under it.
        let present = [ids[0], ids[2], ids[1]]
        #expect(RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present) == .setStack(stack.ids))
    }

    /// An empty resulting stack asked UIKit to empty its stack.
    @Test func anEmptyResultingStackLeavesUIKitAlone() throws {
        var stack = RouteStack<String, String>(root: "root")
        let present = stack.ids
        let change = try #require(stack.push("a").change)
        #expect(RouteStackEdit(change, resultingIDs: [], presentIDs: present) == .setStack(present))
    }
}
