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
    @inlinable
    public func match(
        from source: Screen, to destination: Screen, operation: NavigationOperation,
        override: Value? = nil
    ) -> TransitionMatch<Value>? {
        if let override {
            return TransitionMatch(value: override, isReversed: operation == .pop, origin: .override)
        }
        // The dynamic class through `AnyObject`: with `Screen == AnyObject`, `type(of:)` on the
        // generic value is the static existential once specialised (-O), so nothing would match.
        let sourceClass: AnyClass = type(of: source as AnyObject)
        let destinationClass: AnyClass = type(of: destination as AnyObject)
        var previous: RuleRank?
        while let (entry, rank) = index.candidate(
            operation, from: sourceClass, to: destinationClass, after: previous)
        {
            previous = rank
            guard entry.sequence < UInt64(rules.count), let rule = rules[Int(entry.sequence)] else {
                continue
            }
            let (first, second) = entry.isReversed ? (destination, source) : (source, destination)
            if let value = rule.resolve(first, second, operation) {
                return TransitionMatch(value: value, isReversed: entry.isReversed, origin: .rule(rule.token))
            }
        }
        if let defaultValue {
            return TransitionMatch(value: defaultValue, isReversed: false, origin: .default)
        }
        return nil
    }
}
