/// The type-matching half of ``TransitionRegistry``: which registrations cover a navigation, in
/// resolution order, knowing nothing of values or factories.
///
/// Registrations are indexed per operation by the navigation's `from` class, then its `to` class
/// (the wildcard has its own identifier), so a match walks the two screens' lineages through
/// dictionaries and never visits rules for other pairs. The type is not generic, so its hot path
/// is compiled concretely inside the library whatever module calls the registry.
@usableFromInline struct RuleIndex {
    /// One registration as stored in a bucket.
    @usableFromInline struct Entry {
        @usableFromInline let sequence: UInt64
        /// Whether the entry covers the navigation opposite to its registration (the pop of a
        /// round-trip registration), so its value plays reversed.
        @usableFromInline let isReversed: Bool
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

    /// Entries by navigation `from`, then `to`; each bucket in registration order.
    private typealias Buckets = [ObjectIdentifier: [ObjectIdentifier: [Entry]]]

    private var push: Buckets = [:]
    private var pop: Buckets = [:]
    private var interactivePop: Buckets = [:]

    /// Adds the entries of one registration.
    mutating func insert(_ sequence: UInt64, at placement: Placement) {
        if let slot = placement.pushSlot {
            push[slot.from, default: [:]][slot.to, default: []]
                .append(Entry(sequence: sequence, isReversed: false))
        }
        if let slot = placement.popSlot {
            pop[slot.from, default: [:]][slot.to, default: []]
                .append(Entry(sequence: sequence, isReversed: slot.isReversed))
        }
        if let slot = placement.interactivePopSlot {
            interactivePop[slot.from, default: [:]][slot.to, default: []]
                .append(Entry(sequence: sequence, isReversed: slot.isReversed))
        }
    }

    /// Removes the entries of one registration.
    mutating func remove(_ sequence: UInt64, at placement: Placement) {
        if let slot = placement.pushSlot {
            Self.remove(sequence, from: &push, at: slot.from, slot.to)
        }
        if let slot = placement.popSlot {
            Self.remove(sequence, from: &pop, at: slot.from, slot.to)
        }
        if let slot = placement.interactivePopSlot {
            Self.remove(sequence, from: &interactivePop, at: slot.from, slot.to)
        }
    }

    /// Whether any registration covers the gesture-driven pop.
    @usableFromInline var hasInteractivePopRules: Bool { !interactivePop.isEmpty }

    /// The best-ranked entry covering `operation` from `source` to `destination` that ranks
    /// strictly after `previous` (the best overall when `previous` is `nil`).
    ///
    /// Walks the source's lineage (then the wildcard) in the outer dictionary and, for each hit,
    /// the destination's lineage (then the wildcard) in the inner one. Buckets hold entries in
    /// registration order, so the first eligible entry from the back is the bucket's best.
    @usableFromInline func candidate(
        _ operation: NavigationOperation, from source: AnyClass, to destination: AnyClass,
        after previous: RuleRank?, interactive: Bool = false
    ) -> (entry: Entry, rank: RuleRank)? {
        let buckets: Buckets
        switch operation {
        case .push: buckets = push
        case .pop: buckets = interactive ? interactivePop : pop
        }
        guard !buckets.isEmpty else { return nil }
        var best: (entry: Entry, rank: RuleRank)?
        for sourceKey in SideKeys(of: source) {
            guard let inner = buckets[sourceKey.identifier] else { continue }
            for destinationKey in SideKeys(of: destination) {
                guard let entries = inner[destinationKey.identifier] else { continue }
                let wildcards = (sourceKey.distance == nil ? 1 : 0) + (destinationKey.distance == nil ? 1 : 0)
                let distance = (sourceKey.distance ?? 0) + (destinationKey.distance ?? 0)
                for entry in entries.reversed() {
                    let rank = RuleRank(wildcards: wildcards, distance: distance, sequence: entry.sequence)
                    if let previous, !(previous < rank) { continue }
                    if best.map({ rank < $0.rank }) ?? true { best = (entry, rank) }
                    break
                }
            }
        }
        return best
    }

    private static func remove(
        _ sequence: UInt64, from buckets: inout Buckets, at source: ObjectIdentifier,
        _ destination: ObjectIdentifier
    ) {
        buckets[source]?[destination]?.removeAll { $0.sequence == sequence }
        if buckets[source]?[destination]?.isEmpty == true {
            buckets[source]?[destination] = nil
        }
        if buckets[source]?.isEmpty == true {
            buckets[source] = nil
        }
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

/// The inheritance chain of a class, from the class itself up to its root class.
///
/// Yields each class with its distance (0 for the class itself, 1 for its superclass, …). It
/// walks `_getSuperclass`, the standard library's entry to the runtime's class metadata: it works
/// for pure Swift classes on Linux and for `NSObject` subclasses on Apple platforms (where it
/// stops at `NSObject` and hides the Swift runtime's private root class), needs no Objective-C
/// runtime and, unlike `Mirror`, allocates nothing.
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

/// How strongly one candidate rule applies to one navigation; the registry tries candidates in
/// ascending order (`a < b` means `a` is tried first).
///
/// Specificity is the sum over both sides of the inheritance distance from the concrete screen's
/// class to the rule's class (0 for the exact class, 1 for its superclass, …), where a wildcard
/// side counts as +∞. Ordering compares the number of wildcard sides first (an ordinal stand-in for
/// the infinities), then the summed distance of the class sides, then prefers the later
/// registration.
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
