import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct ReuseCacheTests {
    /// Makes values 1, 2, 3, … and counts the calls.
    final class Maker {
        var made = 0
        func make(_ index: Int) -> Int {
            made += 1
            return made
        }
    }

    @Test func unchangedKeysKeepTheirValues() {
        var cache = ReuseCache<String, Int>()
        let maker = Maker()
        #expect(cache.values(for: ["a", "b"], make: maker.make) == [1, 2])
        #expect(cache.values(for: ["a", "b"], make: maker.make) == [1, 2])
        #expect(maker.made == 2)
    }

    @Test func newKeysAreMadeAndMissingOnesForgotten() {
        var cache = ReuseCache<String, Int>()
        let maker = Maker()
        cache.values(for: ["a", "b"], make: maker.make)
        #expect(cache.values(for: ["b", "c"], make: maker.make) == [2, 3])
        #expect(cache.count == 2)
        // "a" was forgotten: it comes back with a new value.
        #expect(cache.values(for: ["a", "b"], make: maker.make) == [4, 2])
    }

    @Test func reorderedKeysKeepTheirValues() {
        var cache = ReuseCache<String, Int>()
        let maker = Maker()
        cache.values(for: ["a", "b", "c"], make: maker.make)
        #expect(cache.values(for: ["c", "a", "b"], make: maker.make) == [3, 1, 2])
    }

    @Test func duplicateKeysGetFreshUncachedValues() {
        var cache = ReuseCache<String, Int>()
        let maker = Maker()
        #expect(cache.values(for: ["a", "a"], make: maker.make) == [1, 2])
        #expect(cache.count == 1)
        #expect(cache.values(for: ["a", "a"], make: maker.make) == [1, 3])
    }

    @Test func makeReceivesTheIndex() {
        var cache = ReuseCache<String, Int>()
        #expect(cache.values(for: ["x", "y", "z"]) { $0 * 10 } == [0, 10, 20])
    }

    @Test func emptyAndRemoveAll() {
        var cache = ReuseCache<String, Int>()
        let maker = Maker()
        #expect(cache.values(for: [], make: maker.make).isEmpty)
        cache.values(for: ["a"], make: maker.make)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.values(for: ["a"], make: maker.make) == [2])
    }

    /// Bad input "a navigation item changed mid-transition": the toolbar rebuilds its
    /// row at once, as `NavigationToolbar.reloadItems()` does — facts from the new item, slots
    /// from ``BarItemLayout``, one view per item (left items then right items) through the cache.
    /// The slots are the new item's; items that stayed keep their views (a button under the
    /// finger is not replaced), new items get new views, removed ones are forgotten.
    @Test func navigationItemChangedMidTransitionKeepsViewsOfUnchangedItems() {
        var cache = ReuseCache<String, Int>()
        let maker = Maker()

        /// The row as the toolbar builds it: its slots and the view (here a number) in each.
        func row(left: [String], right: [String], supplementsBack: Bool = false) -> [BarSlot: Int] {
            let facts = NavigationItemFacts(
                leftItemCount: left.count, rightItemCount: right.count,
                leftItemsSupplementBackButton: supplementsBack)
            let layout = BarItemLayout(item: facts, isRoot: false)
            let views = cache.values(for: left + right, make: maker.make)
            var placed: [BarSlot: Int] = [:]
            for slot in layout.leadingToTrailing {
                switch slot {
                case .back: placed[slot] = -1
                case .title: placed[slot] = 0
                case .left(let index): placed[slot] = views[index]
                case .right(let index): placed[slot] = views[left.count + index]
                }
            }
            return placed
        }

        let before = row(left: ["edit"], right: ["share", "more"])
        #expect(
            BarItemLayout(item: NavigationItemFacts(leftItemCount: 1, rightItemCount: 2), isRoot: false)
                .leadingToTrailing == [.left(0), .title, .right(1), .right(0)])
        #expect(before == [.left(0): 1, .title: 0, .right(1): 3, .right(0): 2])

        // Mid-transition the screen drops its left item and replaces "share" with "add".
        let after = row(left: [], right: ["more", "add"])
        #expect(
            BarItemLayout(item: NavigationItemFacts(rightItemCount: 2), isRoot: false).leadingToTrailing
                == [.back, .title, .right(1), .right(0)])
        // "more" keeps view 3 (now right(0)); "add" gets the new view 4; the back button appears.
        #expect(after == [.back: -1, .title: 0, .right(1): 4, .right(0): 3])
        #expect(maker.made == 4)
        #expect(cache.count == 2)

        // A change that leaves the items alone (e.g. a title) rebuilds with the very same views.
        #expect(row(left: [], right: ["more", "add"]) == after)
        #expect(maker.made == 4)
    }
}
