/// One value per key across rebuilds of a row, so a button under the finger is not replaced. Keys absent
/// from a call are forgotten; a key repeated in one call gets fresh, uncached values after the first.
struct ReuseCache<Key: Hashable, Value> {
    private var entries: [Key: Value] = [:]

    package init() {}

    package var count: Int { entries.count }

    /// `make` receives an index into `keys` and runs only for keys not seen in the previous call.
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

    package mutating func removeAll() {
        entries.removeAll()
    }
}

extension ReuseCache: Sendable where Key: Sendable, Value: Sendable {}
