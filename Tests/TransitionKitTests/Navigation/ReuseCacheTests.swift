import Testing

@testable import TransitionKit

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
}
