/// Keeps one value per key across rebuilds of a row, so an unchanged element keeps its view.
///
/// The bar-less toolbar rebuilds its row whenever the mirrored navigation item changes. Making a
/// new button for every item each time would replace a button under the user's finger (the tap is
/// lost). The toolbar keys each item's view by the item's identity instead; this cache decides
/// which views are kept, made and forgotten:
///
/// ```swift
/// var cache = ReuseCache<String, Int>()
/// var made = 0
/// cache.values(for: ["a", "b"]) { _ in made += 1; return made }  // [1, 2]
/// cache.values(for: ["b", "c"]) { _ in made += 1; return made }  // [2, 3]: "b" kept, "a" forgotten
/// ```
///
/// Rules:
/// - A key present in the previous call keeps its value; `make` is called only for new keys.
/// - Keys absent from a call are forgotten (their values released).
/// - A key appearing more than once in one call: its first occurrence gets the cached value, later
///   occurrences get fresh values that are not cached (one view cannot sit in two places).
package struct ReuseCache<Key: Hashable, Value> {
    private var entries: [Key: Value] = [:]

    /// Creates an empty cache.
    package init() {}

    /// The number of values kept.
    package var count: Int { entries.count }

    /// The values for `keys`, in order: kept for keys seen in the previous call, made otherwise.
    ///
    /// - Parameters:
    ///   - keys: The row's keys, in order.
    ///   - make: Makes the value for the key at an index of `keys`.
    /// - Returns: One value per key, in the order of `keys`.
    /// - Complexity: O(n) in the number of keys.
    @discardableResult
    package mutating func values(for keys: [Key], make: (Int) -> Value) -> [Value] {
        var kept: [Key: Value] = [:]
        kept.reserveCapacity(keys.count)
        var result: [Value] = []
        result.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            if kept[key] != nil {
                result.append(make(index))
                continue
            }
            let value = entries[key] ?? make(index)
            kept[key] = value
            result.append(value)
        }
        entries = kept
        return result
    }

    /// Forgets every value.
    package mutating func removeAll() {
        entries.removeAll()
    }
}

extension ReuseCache: Sendable where Key: Sendable, Value: Sendable {}
