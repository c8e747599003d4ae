import Foundation

/// Rules that pick a value (a transition) for each push and pop, keyed by the pair of screen
/// types involved.
///
/// Generic over the screen class (`UIViewController` on device, plain Swift classes in tests)
/// and the value it vends. Register values or factories per pair of screen classes, optionally
/// narrowed to one operation, then ask for a match at navigation time:
///
/// ```swift
/// var registry = TransitionRegistry<Screen, Style>(defaultValue: .fade)
/// registry.register(.crossFade, from: Detail.self, to: Settings.self)
/// registry.register(from: Grid.self, to: Detail.self) { grid, detail, operation in
///     .zoom(from: grid.selectedCell, to: detail.image)
/// }
/// let match = registry.match(from: detail, to: grid, operation: .pop)
/// // match?.value is the zoom the factory built now, match?.isReversed == true
/// ```
///
/// ## What a registration covers
/// With `for: .all` (the default) a registration `from: A, to: B` covers the push A → B and the
/// pop B → A that undoes it; the pop is reported with ``TransitionMatch/isReversed`` set, since the
/// value describes the push. `for: .push` covers only the push A → B; `for: .pop` covers only the
/// pop that leaves A and reveals B (not reversed). Factories always receive the screens in the
/// registered order (an `A`, then a `B`), whichever the direction. A side matches instances of its
/// class and of every subclass; `ScreenPattern.anyScreen` matches every screen.
///
/// ## Resolution order
/// 1. The override passed to `match`, if any.
/// 2. Otherwise the candidate rules covering this operation and these screens, most specific
///    first. Specificity is the sum over both sides of the inheritance distance from the concrete
///    screen's class to the rule's class (0 for the exact class, 1 for its superclass, …), a
///    wildcard side counting as +∞: exact types beat superclasses, which beat wildcards; one
///    wildcard beats two. A rule with a predicate ranks like the same rule without one.
/// 3. Among equally specific rules, the latest registration first. Registering the same pair
///    twice therefore makes the second registration win; the first stays as its fallback.
///    A candidate whose predicate is false or whose factory returns `nil` is skipped, and the
///    next candidate in this order is tried.
/// 4. Otherwise ``defaultValue``, if set.
/// 5. Otherwise `nil`: nothing matched, let the system animate.
///
/// ## Bad input
/// An empty `for:` set registers nothing (its token unregisters nothing). Wildcards on both sides
/// are accepted: such a rule is a catch-all ranked below every other rule but above
/// ``defaultValue`` (useful with a predicate). A class that no screen is an instance of (or a
/// protocol metatype) never matches. A navigation between screens no rule names resolves to
/// ``defaultValue``, then `nil`.
///
/// ## Tokens and copies
/// The registry is a value: a copy holds the same registrations and goes its own way. A token
/// identifies the one registration that returned it, so it removes that registration from any
/// copy that holds it and never removes a rule another copy registered since (see
/// ``RegistrationToken``).
///
/// ## Concurrency
/// The registry is a value type meant to live inside one isolation domain (the `@MainActor`
/// navigation delegate). Factories and predicates are plain closures, not `@Sendable`: a closure
/// written on the main actor is main-actor isolated, so it may read view-controller state such as
/// the tapped cell at transition time. Consequently the registry is not `Sendable`.
///
/// - Complexity: Finding a candidate takes (nₐ + 1) + h·(n_b + 1) dictionary lookups, where nₐ and
///   n_b count the classes in the two screens' inheritance chains (the class and its superclasses),
///   the + 1 is the wildcard, and h is how many of the first side's keys appear in any rule. Each
///   candidate skipped by fall-through repeats that search and resumes below the skipped rule, so a
///   match that falls through all n rules of one pair examines each once: O(n), not O(n²). None of
///   this depends on how many rules name other screen pairs, and it allocates nothing.
///   `register` is amortised O(1), `unregister` amortised O(log n) in the rules of its pair, and the
///   storage is proportional to the rules held: it shrinks as rules go.
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

    /// The value used when no override or rule applies; `nil` lets the system animate.
    ///
    /// Played as given (never reversed) for both pushes and pops.
    package var defaultValue: Value?

    /// Which registrations cover which navigations.
    @usableFromInline var index = RuleIndex()
    /// Rules by slot (an index entry names its rule's slot); `nil` once unregistered, until the
    /// storage is compacted. An array rather than a dictionary keeps the match path free of
    /// hashing in unspecialised code.
    @usableFromInline var rules: [Rule?] = []
    /// The slot of each registered rule, by sequence number (what a token carries).
    private var slots: [UInt64: Int] = [:]
    /// How many rules are registered (the non-`nil` entries of ``rules``).
    private var liveCount = 0
    private var nextSequence: UInt64 = 0

    /// Creates an empty registry.
    ///
    /// - Parameter defaultValue: The value used when nothing else applies; `nil` (the default)
    ///   means "let the system animate".
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

    /// Registers a fixed value for a pair of screen classes.
    ///
    /// ```swift
    /// registry.register(.safeAreaMorph, for: .push, from: Grid.self, to: Settings.self)
    /// ```
    ///
    /// On push the value plays forward; on the pop B → A covered by `.all` it is reported
    /// reversed; with `for: .pop` it covers the pop from `source` to `destination`, not reversed.
    ///
    /// - Parameters:
    ///   - value: The value to vend.
    ///   - operations: The operations covered; `.all` by default.
    ///   - source: The registered `from` class (subclasses match too).
    ///   - destination: The registered `to` class (subclasses match too).
    /// - Returns: A token that removes this registration.
    @discardableResult
    package mutating func register(
        _ value: Value, for operations: NavigationOperations = .all, from source: AnyClass,
        to destination: AnyClass
    ) -> RegistrationToken {
        register(value, for: operations, from: .kind(of: source), to: .kind(of: destination))
    }

    /// Registers a factory for a pair of screen classes, called at match time with the concrete
    /// screens typed as `A` and `B`.
    ///
    /// ```swift
    /// registry.register(from: Grid.self, to: Detail.self) { grid, detail, operation in
    ///     .zoom(from: grid.selectedCell, to: detail.image)
    /// }
    /// ```
    ///
    /// The factory always receives the `A` screen first and the `B` screen second: for the push
    /// A → B it is called `(a, b, .push)`, for the pop B → A `(a, b, .pop)`. It runs on every
    /// match, so it can pick views at transition time. Returning `nil` skips this rule (see the
    /// resolution order).
    ///
    /// - Parameters:
    ///   - source: The registered `from` class (subclasses match too).
    ///   - destination: The registered `to` class (subclasses match too).
    ///   - operations: The operations covered; `.all` by default.
    ///   - factory: Builds the value from the two screens and the operation, or returns `nil`.
    /// - Returns: A token that removes this registration.
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

    /// Registers a fixed value for screens matching two patterns, optionally filtered by a
    /// predicate.
    ///
    /// ```swift
    /// registry.register(.fade, from: .anyScreen, to: .kind(of: Settings.self))
    /// registry.register(.crossFade, from: .anyScreen, to: .anyScreen) { from, to in
    ///     from is Reloadable && to is Reloadable
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to vend.
    ///   - operations: The operations covered; `.all` by default.
    ///   - source: The pattern for the registered `from` side.
    ///   - destination: The pattern for the registered `to` side.
    ///   - predicate: Called at match time with the screens in registered order; when it returns
    ///     `false` the rule is skipped. `nil` accepts every pair.
    /// - Returns: A token that removes this registration.
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

    /// Registers a factory for screens matching two patterns.
    ///
    /// ```swift
    /// registry.register(from: .anyScreen, to: .kind(of: Detail.self)) { from, detail, _ in
    ///     (from as? ZoomSource).map { .zoom(from: $0.sourceView, to: nil) }
    /// }
    /// ```
    ///
    /// The factory receives the screens in registered order and may return `nil` to skip the
    /// rule.
    ///
    /// - Parameters:
    ///   - source: The pattern for the registered `from` side.
    ///   - destination: The pattern for the registered `to` side.
    ///   - operations: The operations covered; `.all` by default.
    ///   - factory: Builds the value from the two screens and the operation, or returns `nil`.
    /// - Returns: A token that removes this registration.
    @discardableResult
    package mutating func register(
        from source: ScreenPattern, to destination: ScreenPattern,
        for operations: NavigationOperations = .all,
        factory: @escaping (Screen, Screen, NavigationOperation) -> Value?
    ) -> RegistrationToken {
        insert(from: source.identifier, to: destination.identifier, for: operations, resolve: factory)
    }

    /// Removes the registration `token` identifies.
    ///
    /// - Parameter token: A token returned by `register` on this registry or on the registry it
    ///   was copied from.
    /// - Returns: `true` if the token's own registration was removed; `false` if this registry
    ///   does not hold it: the token came from another registry or from a copy that registered it
    ///   after this value was copied, or its registration was already removed (by `unregister` or
    ///   ``removeAll()``).
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

/// Which screens one side of a registration accepts: a class and its subclasses, or any screen.
///
/// Used by the pattern-based `register` overloads of ``TransitionRegistry``, where one side (or
/// both) may be a wildcard and a predicate may further filter the concrete screens.
///
/// ```swift
/// registry.register(.fade, from: .anyScreen, to: .kind(of: Settings.self))
/// ```
///
/// A wildcard side ranks below every class on that side (see ``TransitionRegistry`` for the
/// resolution order).
package struct ScreenPattern: Sendable, Hashable {
    /// The identifier the registry indexes this side under (a class, or the wildcard marker).
    let identifier: ObjectIdentifier

    private init(identifier: ObjectIdentifier) {
        self.identifier = identifier
    }

    /// Accepts every screen.
    package static let anyScreen = ScreenPattern(identifier: ObjectIdentifier(Wildcard.self))

    /// Accepts instances of `type` and of its subclasses.
    ///
    /// `type` should be a class; a protocol or other non-class metatype never matches a screen
    /// (filter by protocol with ``anyScreen`` and a predicate instead).
    ///
    /// - Parameter type: The class to accept.
    /// - Returns: The pattern.
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
