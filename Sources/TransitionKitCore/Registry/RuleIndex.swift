/// The type-matching half of `TransitionRegistry`, indexed by `from` class then `to` class so a match
/// never visits other pairs' rules. Not generic, so its hot path is compiled in the library.
@usableFromInline struct RuleIndex {
    /// One registration as stored in a bucket.
    @usableFromInline struct Entry {
        @usableFromInline let sequence: UInt64
        /// Whether the entry covers the navigation opposite to its registration (the pop of a
        /// round-trip registration), so its value plays reversed.
        @usableFromInline let isReversed: Bool
        /// Where the registry stores the registration's rule; renumbered when the registry
        /// compacts its storage.
        @usableFromInline var slot: Int
        /// Whether the registration was removed: a marker until the bucket is rebuilt.
        var isRemoved = false
    }

    /// A registration's pair and operations, and the slots they map to.
    @usableFromInline struct Placement {
        let from: ObjectIdentifier
        let to: ObjectIdentifier
        /// Non-empty, within `.all` and `.interactivePop`.
        let operations: NavigationOperations

        /// The push slot (navigation `from`, `to`), if the registration covers a push.
        var pushSlot: (from: ObjectIdentifier, to: ObjectIdentifier)? {
            operations.contains(.push) ? (from, to) : nil
        }

        /// The pop slot, if the registration covers a pop: the pop from `from` to `to` for a
        /// pop-only registration, otherwise the reversed pop from `to` back to `from`.
        var popSlot: (from: ObjectIdentifier, to: ObjectIdentifier, isReversed: Bool)? {
            if operations.subtracting(.interactivePop) == .pop { return (from, to, false) }
            return operations.contains(.pop) ? (to, from, true) : nil
        }

        /// The gesture-driven pop's slot: named as the pop happens beside a pop-only `.pop`
        /// (`from` leaves), otherwise as the push it undoes (the reversed pop from `to` to `from`).
        var interactivePopSlot: (from: ObjectIdentifier, to: ObjectIdentifier, isReversed: Bool)? {
            guard operations.contains(.interactivePop) else { return nil }
            if operations.contains(.pop), !operations.contains(.push) { return (from, to, false) }
            return (to, from, true)
        }
    }

    /// The entries of one navigation pair, by ascending sequence (registration order); its last
    /// entry is never a removed one, and at most half of its entries are.
    struct Bucket {
        private(set) var entries: [Entry]
        private var removedCount = 0

        init(_ first: Entry) {
            entries = [first]
        }

        /// Appends an entry later than every other.
        mutating func append(_ entry: Entry) {
            entries.append(entry)
        }

        /// The position of the first entry whose sequence is at least `sequence`.
        func firstPosition(notBefore sequence: UInt64, steps: inout Int) -> Int {
            var (low, high) = (0, entries.count)
            while low < high {
                steps += 1
                let middle = (low + high) / 2
                if entries[middle].sequence < sequence { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The position of the last live entry before `position`, if any.
        func lastLive(before position: Int, steps: inout Int) -> Int? {
            var index = position - 1
            while index >= 0 {
                steps += 1
                if !entries[index].isRemoved { return index }
                index -= 1
            }
            return nil
        }

        /// Marks the entry of `sequence` removed (nothing when it is not here) and returns whether
        /// the bucket is empty afterwards.
        mutating func remove(_ sequence: UInt64, work: inout Int) -> Bool {
            let position = firstPosition(notBefore: sequence, steps: &work)
            guard position < entries.count, entries[position].sequence == sequence,
                !entries[position].isRemoved
            else { return entries.isEmpty }
            entries[position].isRemoved = true
            removedCount += 1
            while let last = entries.last, last.isRemoved {
                entries.removeLast()
                removedCount -= 1
                work += 1
            }
            if removedCount * 2 > entries.count || entries.capacity > 4 * entries.count + 4 {
                // A fresh array: `filter` and `removeLast` would keep the capacity.
                work += entries.count
                var kept: [Entry] = []
                kept.reserveCapacity(entries.count - removedCount)
                for entry in entries where !entry.isRemoved { kept.append(entry) }
                entries = kept
                removedCount = 0
            }
            return entries.isEmpty
        }

        /// Gives every live entry the slot `newSlot[slot]`; a removed one's rule is gone.
        mutating func renumberSlots(_ newSlot: [Int]) {
            for position in entries.indices where !entries[position].isRemoved {
                entries[position].slot = newSlot[entries[position].slot]
            }
        }
    }

    /// Buckets by navigation `from`, then `to`.
    private typealias Buckets = [ObjectIdentifier: [ObjectIdentifier: Bucket]]

    private var push: Buckets = [:]
    private var pop: Buckets = [:]
    private var interactivePop: Buckets = [:]

    /// Adds the entries of one registration, whose sequence is larger than every other's here.
    mutating func insert(_ sequence: UInt64, slot: Int = 0, at placement: Placement) {
        if let pair = placement.pushSlot {
            Self.insert(
                Entry(sequence: sequence, isReversed: false, slot: slot), into: &push, at: pair.from, pair.to)
        }
        if let pair = placement.popSlot {
            Self.insert(
                Entry(sequence: sequence, isReversed: pair.isReversed, slot: slot), into: &pop, at: pair.from,
                pair.to)
        }
        if let pair = placement.interactivePopSlot {
            Self.insert(
                Entry(sequence: sequence, isReversed: pair.isReversed, slot: slot), into: &interactivePop,
                at: pair.from, pair.to)
        }
    }

    /// Removes the entries of one registration.
    mutating func remove(_ sequence: UInt64, at placement: Placement) {
        var work = 0
        remove(sequence, at: placement, work: &work)
    }

    /// Removes the entries of one registration, counting the entries examined or moved in `work`.
    mutating func remove(_ sequence: UInt64, at placement: Placement, work: inout Int) {
        if let pair = placement.pushSlot {
            Self.remove(sequence, from: &push, at: pair.from, pair.to, work: &work)
        }
        if let pair = placement.popSlot {
            Self.remove(sequence, from: &pop, at: pair.from, pair.to, work: &work)
        }
        if let pair = placement.interactivePopSlot {
            Self.remove(sequence, from: &interactivePop, at: pair.from, pair.to, work: &work)
        }
    }

    /// Gives every entry the slot `newSlot[slot]` (the registry compacted its storage).
    mutating func renumberSlots(_ newSlot: [Int]) {
        Self.renumber(&push, newSlot)
        Self.renumber(&pop, newSlot)
        Self.renumber(&interactivePop, newSlot)
    }

    private static func renumber(_ buckets: inout Buckets, _ newSlot: [Int]) {
        for (source, inner) in buckets {
            var inner = inner
            for destination in inner.keys { inner[destination]?.renumberSlots(newSlot) }
            buckets[source] = inner
        }
    }

    /// The entries, bucket and dictionary slots stored (capacities), for tests of growth.
    var footprint: Int {
        [push, pop, interactivePop].reduce(0) { total, buckets in
            total + buckets.capacity
                + buckets.values.reduce(0) {
                    $0 + $1.capacity + $1.values.reduce(0) { $0 + $1.entries.capacity }
                }
        }
    }

    /// One candidate of a navigation: the entry, its rank, and where it is, so the next search
    /// resumes below it.
    @usableFromInline struct Candidate {
        @usableFromInline let entry: Entry
        @usableFromInline let rank: RuleRank
        let source: ObjectIdentifier
        let destination: ObjectIdentifier
        let position: Int
    }

    /// Whether any registration covers the gesture-driven pop.
    @usableFromInline var hasInteractivePopRules: Bool { !interactivePop.isEmpty }

    /// The best entry ranked strictly after `previous` (the best when `nil`); successive calls examine each
    /// entry at most once (see RegistryInternals). `examined` counts entries and bisection steps.
    @usableFromInline func candidate(
        _ operation: NavigationOperation, from source: AnyClass, to destination: AnyClass,
        after previous: Candidate?, interactive: Bool = false, examined: inout Int
    ) -> Candidate? {
        let buckets: Buckets
        switch operation {
        case .push: buckets = push
        case .pop: buckets = interactive ? interactivePop : pop
        }
        guard !buckets.isEmpty else { return nil }
        var best: Candidate?
        for sourceKey in SideKeys(of: source) {
            guard let inner = buckets[sourceKey.identifier] else { continue }
            for destinationKey in SideKeys(of: destination) {
                guard let bucket = inner[destinationKey.identifier] else { continue }
                examined += 1
                let wildcards = (sourceKey.distance == nil ? 1 : 0) + (destinationKey.distance == nil ? 1 : 0)
                let distance = (sourceKey.distance ?? 0) + (destinationKey.distance ?? 0)
                let position: Int?
                if let previous {
                    let (before, after) = (previous.rank.wildcards, previous.rank.distance)
                    if (wildcards, distance) < (before, after) { continue }
                    if (wildcards, distance) > (before, after) {
                        position = bucket.entries.count - 1
                    } else if previous.source == sourceKey.identifier,
                        previous.destination == destinationKey.identifier
                    {
                        position = bucket.lastLive(before: previous.position, steps: &examined)
                    } else {
                        let start = bucket.firstPosition(notBefore: previous.rank.sequence, steps: &examined)
                        position = bucket.lastLive(before: start, steps: &examined)
                    }
                } else {
                    position = bucket.entries.count - 1
                }
                guard let position else { continue }
                let entry = bucket.entries[position]
                let rank = RuleRank(wildcards: wildcards, distance: distance, sequence: entry.sequence)
                if best.map({ rank < $0.rank }) ?? true {
                    best = Candidate(
                        entry: entry, rank: rank, source: sourceKey.identifier,
                        destination: destinationKey.identifier, position: position)
                }
            }
        }
        return best
    }

    private static func insert(
        _ entry: Entry, into buckets: inout Buckets, at source: ObjectIdentifier,
        _ destination: ObjectIdentifier
    ) {
        if buckets[source]?[destination] != nil {
            buckets[source]?[destination]?.append(entry)
        } else {
            buckets[source, default: [:]][destination] = Bucket(entry)
        }
    }

    private static func remove(
        _ sequence: UInt64, from buckets: inout Buckets, at source: ObjectIdentifier,
        _ destination: ObjectIdentifier, work: inout Int
    ) {
        guard buckets[source]?[destination]?.remove(sequence, work: &work) == true else { return }
        buckets[source]?[destination] = nil
        if buckets[source]?.isEmpty == true {
            buckets[source] = nil
        } else if let inner = buckets[source] {
            buckets[source] = Self.shrunk(inner, work: &work)
        }
        buckets = Self.shrunk(buckets, work: &work)
    }

    /// The dictionary rebuilt at its size once a quarter or less of its capacity is used (a
    /// dictionary keeps its capacity when keys go).
    private static func shrunk<Value>(_ dictionary: [ObjectIdentifier: Value], work: inout Int)
        -> [ObjectIdentifier: Value]
    {
        guard dictionary.capacity > 8, dictionary.count * 4 <= dictionary.capacity else { return dictionary }
        work += dictionary.count
        return Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key, $0.value) })
    }
}

/// The index keys one side of a navigation can match: the screen's class, its superclasses, then
/// the wildcard. `distance` is the inheritance distance, `nil` for the wildcard (+∞).
private struct SideKeys: Sequence, IteratorProtocol {
    private var lineage: Lineage
    private var wildcardPending = true

    init(of type: AnyClass) {
        lineage = Lineage(of: type)
    }

    mutating func next() -> (identifier: ObjectIdentifier, distance: Int?)? {
        if let ancestor = lineage.next() {
            return (ancestor.identifier, ancestor.distance)
        }
        guard wildcardPending else { return nil }
        wildcardPending = false
        return (ScreenPattern.anyScreen.identifier, nil)
    }
}

/// A class's chain up to its root, with distances, through `_getSuperclass`: works for Swift classes on Linux
/// and stops at `NSObject` on Apple platforms, without the Objective-C runtime or `Mirror`'s allocation.
struct Lineage: Sequence, IteratorProtocol {
    /// One class of the chain and how many inheritance steps separate it from the start.
    struct Ancestor {
        let identifier: ObjectIdentifier
        let distance: Int
    }

    private var current: AnyClass?
    private var distance = 0

    /// Creates the chain starting at `type`.
    init(of type: AnyClass) {
        current = type
    }

    mutating func next() -> Ancestor? {
        guard let type = current else { return nil }
        let ancestor = Ancestor(identifier: ObjectIdentifier(type), distance: distance)
        current = _getSuperclass(type)
        distance += 1
        return ancestor
    }
}

/// Ascending order is the order tried: fewer wildcard sides first, then the smaller summed inheritance
/// distance, then the later registration.
@usableFromInline struct RuleRank: Comparable {
    /// How many sides of the rule are wildcards: 0, 1 or 2.
    let wildcards: Int
    /// The summed inheritance distance of the non-wildcard sides.
    let distance: Int
    /// The registration's sequence number (larger is later).
    let sequence: UInt64

    @usableFromInline static func < (lhs: RuleRank, rhs: RuleRank) -> Bool {
        if lhs.wildcards != rhs.wildcards { return lhs.wildcards < rhs.wildcards }
        if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
        return lhs.sequence > rhs.sequence
    }
}
