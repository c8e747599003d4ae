extension TransitionRegistry {
    /// Picks the value for one navigation, following the resolution order described on
    /// ``TransitionRegistry``.
    ///
    /// ```swift
    /// // Push Grid → Detail, then pop back.
    /// let push = registry.match(from: grid, to: detail, operation: .push)  // isReversed == false
    /// let pop = registry.match(from: detail, to: grid, operation: .pop)    // isReversed == true
    /// ```
    ///
    /// Factories and predicates of candidate rules run during this call, in resolution order,
    /// until one yields a value.
    ///
    /// - Parameters:
    ///   - source: The screen the navigation leaves (the covered screen on push, the popped one on
    ///     pop).
    ///   - destination: The screen the navigation arrives at.
    ///   - operation: Push or pop.
    ///   - override: A value that beats every rule, e.g. one passed with this push. It describes
    ///     the push, so on a pop it is reported reversed.
    /// - Returns: The value and how to play it, or `nil` when nothing applies and no default is set
    ///   (let the system animate).
    /// - Complexity: Independent of the number of rules registered for other screen pairs; see
    ///   ``TransitionRegistry``. Allocates nothing beyond what the called factories allocate.
    public func match(
        from source: Screen, to destination: Screen, operation: NavigationOperation,
        override: Value? = nil
    ) -> TransitionMatch<Value>? {
        if let override {
            return TransitionMatch(value: override, isReversed: operation == .pop, origin: .override)
        }
        let index: Index
        switch operation {
        case .push: index = pushIndex
        case .pop: index = popIndex
        }
        var previous: RuleRank?
        while let (rule, rank) = Self.candidate(in: index, from: source, to: destination, after: previous) {
            let (first, second) = rule.isReversed ? (destination, source) : (source, destination)
            if let value = rule.resolve(first, second, operation) {
                let token = RegistrationToken(registry: identity, sequence: rule.sequence)
                return TransitionMatch(value: value, isReversed: rule.isReversed, origin: .rule(token))
            }
            previous = rank
        }
        if let defaultValue {
            return TransitionMatch(value: defaultValue, isReversed: false, origin: .default)
        }
        return nil
    }

    /// The best-ranked rule covering `source` → `destination` that ranks strictly after
    /// `previous` (all rules when `previous` is `nil`).
    ///
    /// Walks the source's lineage (then the wildcard) in the outer index and, for each hit, the
    /// destination's lineage (then the wildcard) in the inner index. Buckets hold rules in
    /// registration order, so the first eligible rule from the back is the bucket's best.
    static func candidate(
        in index: Index, from source: Screen, to destination: Screen, after previous: RuleRank?
    ) -> (Rule, RuleRank)? {
        guard !index.isEmpty else { return nil }
        var best: (rule: Rule, rank: RuleRank)?
        for sourceKey in SideKeys(of: type(of: source)) {
            guard let inner = index[sourceKey.identifier] else { continue }
            for destinationKey in SideKeys(of: type(of: destination)) {
                guard let rules = inner[destinationKey.identifier] else { continue }
                let wildcards = (sourceKey.distance == nil ? 1 : 0) + (destinationKey.distance == nil ? 1 : 0)
                let distance = (sourceKey.distance ?? 0) + (destinationKey.distance ?? 0)
                for rule in rules.reversed() {
                    let rank = RuleRank(wildcards: wildcards, distance: distance, sequence: rule.sequence)
                    if let previous, !(previous < rank) { continue }
                    if best.map({ rank < $0.rank }) ?? true { best = (rule, rank) }
                    break
                }
            }
        }
        return best
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
