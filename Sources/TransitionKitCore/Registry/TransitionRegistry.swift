import Foundation

/// Rules that pick a value per push and pop by the pair of screen classes. Coverage, resolution order,
/// bad input, tokens and complexity: RegistryInternals. Not `Sendable`: closures read main-actor state.
package struct TransitionRegistry<Screen: AnyObject, Value> {
    /// A factory or predicate-guarded value, called with the screens in registered order.
    @usableFromInline typealias Resolver = (Screen, Screen, NavigationOperation) -> Value?

    /// One registration: where it is indexed and how it produces its value.
    @usableFromInline struct Rule {
        @usableFromInline let placement: RuleIndex.Placement
        @usableFromInline let resolve: Resolver
        /// The token its registration returned: a token removes this rule only if it is this one.
        @usableFromInline let token: RegistrationToken
    }

    /// Played as given (never reversed) for pushes and pops; `nil` lets the system animate.
    package var defaultValue: Value?

    /// Which registrations cover which navigations.
    @usableFromInline var index = RuleIndex()
    /// By slot; `nil` once unregistered, until compacted. An array, not a dictionary, keeps the match path
    /// free of hashing in unspecialized code.
    @usableFromInline var rules: [Rule?] = []
    /// The slot of each registered rule, by sequence number (what a token carries).
    private var slots: [UInt64: Int] = [:]
    /// How many rules are registered (the non-`nil` entries of ``rules``).
    private var liveCount = 0
    private var nextSequence: UInt64 = 0

    package init(defaultValue: Value? = nil) {
        self.defaultValue = defaultValue
    }

    /// The number of registrations currently held.
    package var count: Int {
        liveCount
    }

    /// Whether the registry holds no registration (``defaultValue`` aside).
    package var isEmpty: Bool {
        liveCount == 0
    }

    /// With `.all`, the pop B → A is reported reversed; with `.pop`, it covers the pop from `source` to
    /// `destination`, not reversed. Subclasses match too.
    @discardableResult
    package mutating func register(
        _ value: Value, for operations: NavigationOperations = .all, from source: AnyClass,
        to destination: AnyClass
    ) -> RegistrationToken {
        register(value, for: operations, from: .kind(of: source), to: .kind(of: destination))
    }

    /// The factory runs at every match, always with the `A` screen first (`(a, b, .pop)` for the pop B → A),
    /// so it can pick views at transition time; `nil` skips the rule.
    @discardableResult
    package mutating func register<A: AnyObject, B: AnyObject>(
        from source: A.Type, to destination: B.Type, for operations: NavigationOperations = .all,
        factory: @escaping (A, B, NavigationOperation) -> Value?
    ) -> RegistrationToken {
        insert(from: ObjectIdentifier(source), to: ObjectIdentifier(destination), for: operations) {
            a, b, operation in
            guard let a = a as? A, let b = b as? B else { return nil }
            return factory(a, b, operation)
        }
    }

    /// `predicate` sees the screens in registered order; `false` skips the rule.
    @discardableResult
    package mutating func register(
        _ value: Value, for operations: NavigationOperations = .all, from source: ScreenPattern,
        to destination: ScreenPattern, where predicate: ((Screen, Screen) -> Bool)? = nil
    ) -> RegistrationToken {
        insert(from: source.identifier, to: destination.identifier, for: operations) { a, b, _ in
            guard let predicate else { return value }
            return predicate(a, b) ? value : nil
        }
    }

    /// The factory sees the screens in registered order; `nil` skips the rule.
    @discardableResult
    package mutating func register(
        from source: ScreenPattern, to destination: ScreenPattern,
        for operations: NavigationOperations = .all,
        factory: @escaping (Screen, Screen, NavigationOperation) -> Value?
    ) -> RegistrationToken {
        insert(from: source.identifier, to: destination.identifier, for: operations, resolve: factory)
    }

    /// `false` when this registry does not hold the token's registration: another registry's, registered by
    /// a copy after this value was copied, or removed already.
    @discardableResult
    package mutating func unregister(_ token: RegistrationToken) -> Bool {
        var work = 0
        return unregister(token, work: &work)
    }

    /// Removes the registration `token` identifies, counting the entries and slots examined or
    /// moved in `work` (amortised O(log n)).
    mutating func unregister(_ token: RegistrationToken, work: inout Int) -> Bool {
        guard let slot = slots[token.sequence], let rule = rules[slot], rule.token == token else {
            return false
        }
        rules[slot] = nil
        slots[token.sequence] = nil
        liveCount -= 1
        index.remove(token.sequence, at: rule.placement, work: &work)
        compactIfSparse(work: &work)
        return true
    }

    /// Removes every registration; ``defaultValue`` is kept.
    package mutating func removeAll() {
        index = RuleIndex()
        rules = []
        slots = [:]
        liveCount = 0
    }

    /// The slots, dictionary entries and index entries stored (capacities), for tests of growth.
    var storageFootprint: Int {
        rules.capacity + slots.capacity + index.footprint
    }

    /// Rebuilds the storage at the size of the rules held once more than half of it is empty
    /// (amortised O(1) per removal): arrays and dictionaries keep their capacity when elements go.
    private mutating func compactIfSparse(work: inout Int) {
        if liveCount == 0 {
            work += rules.count
            removeAll()
            return
        }
        guard rules.count > 2 * liveCount + 16 else { return }
        var newSlot = [Int](repeating: -1, count: rules.count)
        var kept: [Rule?] = []
        kept.reserveCapacity(liveCount)
        for (slot, rule) in rules.enumerated() where rule != nil {
            newSlot[slot] = kept.count
            kept.append(rule)
        }
        var renumbered: [UInt64: Int] = [:]
        renumbered.reserveCapacity(liveCount)
        for (sequence, slot) in slots { renumbered[sequence] = newSlot[slot] }
        work += rules.count + slots.count
        rules = kept
        slots = renumbered
        index.renumberSlots(newSlot)
    }

    /// Stores one registration under the navigations it covers.
    private mutating func insert(
        from source: ObjectIdentifier, to destination: ObjectIdentifier,
        for operations: NavigationOperations, resolve: @escaping Resolver
    ) -> RegistrationToken {
        let sequence = nextSequence
        nextSequence += 1
        let token = RegistrationToken(sequence: sequence)
        let covers = operations.intersection([.all, .interactivePop])
        guard !covers.isEmpty else { return token }
        let placement = RuleIndex.Placement(from: source, to: destination, operations: covers)
        let slot = rules.count
        rules.append(Rule(placement: placement, resolve: resolve, token: token))
        slots[sequence] = slot
        liveCount += 1
        index.insert(sequence, slot: slot, at: placement)
        return token
    }
}

/// One side of a pattern registration; a wildcard ranks below every class on its side.
package struct ScreenPattern: Sendable, Hashable {
    /// The identifier the registry indexes this side under (a class, or the wildcard marker).
    let identifier: ObjectIdentifier

    private init(identifier: ObjectIdentifier) {
        self.identifier = identifier
    }

    /// Accepts every screen.
    package static let anyScreen = ScreenPattern(identifier: ObjectIdentifier(Wildcard.self))

    /// A protocol or other non-class metatype never matches; filter by protocol with `anyScreen` and a
    /// predicate instead.
    package static func kind(of type: AnyClass) -> ScreenPattern {
        ScreenPattern(identifier: ObjectIdentifier(type))
    }

    /// Whether this side accepts any screen.
    package var isWildcard: Bool {
        self == .anyScreen
    }
}

/// A class nobody can instantiate or name outside this file: its identity marks the wildcard.
private final class Wildcard {}
