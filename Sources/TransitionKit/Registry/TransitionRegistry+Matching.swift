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
    /// - Complexity: Independent of the number of rules registered for other screen pairs, and
    ///   linear in those of this pair when every candidate declines; see ``TransitionRegistry``.
    ///   Allocates nothing beyond what the called factories allocate.
    @inlinable
    package func match(
        from source: Screen, to destination: Screen, operation: NavigationOperation,
        override: Value? = nil
    ) -> TransitionMatch<Value>? {
        var examined = 0
        return match(
            from: source, to: destination, operation: operation, override: override, examined: &examined)
    }

    /// ``match(from:to:operation:override:)``, counting the index entries examined in `examined`.
    @inlinable
    func match(
        from source: Screen, to destination: Screen, operation: NavigationOperation,
        override: Value?, examined: inout Int
    ) -> TransitionMatch<Value>? {
        if let override {
            return TransitionMatch(value: override, isReversed: operation == .pop, origin: .override)
        }
        if let found = ruleMatch(
            from: source, to: destination, operation: operation, interactive: false, examined: &examined)
        {
            return found
        }
        if let defaultValue {
            return TransitionMatch(value: defaultValue, isReversed: false, origin: .default)
        }
        return nil
    }

    /// The value of the first rule that yields one for this navigation, walking the index's
    /// candidates in resolution order (`interactive`: the gesture-driven pop's own rules); `nil`
    /// when every candidate declines. Counts the index entries examined in `examined`.
    @inlinable
    func ruleMatch(
        from source: Screen, to destination: Screen, operation: NavigationOperation, interactive: Bool,
        examined: inout Int
    ) -> TransitionMatch<Value>? {
        // The dynamic class through `AnyObject`: with `Screen == AnyObject`, `type(of:)` on the
        // generic value is the static existential once specialised (-O), so nothing would match.
        let sourceClass: AnyClass = type(of: source as AnyObject)
        let destinationClass: AnyClass = type(of: destination as AnyObject)
        var previous: RuleIndex.Candidate?
        while let candidate = index.candidate(
            operation, from: sourceClass, to: destinationClass, after: previous, interactive: interactive,
            examined: &examined)
        {
            previous = candidate
            let entry = candidate.entry
            guard entry.slot < rules.count, let rule = rules[entry.slot],
                rule.token.sequence == entry.sequence
            else { continue }
            let (first, second) = entry.isReversed ? (destination, source) : (source, destination)
            if let value = rule.resolve(first, second, operation) {
                return TransitionMatch(value: value, isReversed: entry.isReversed, origin: .rule(rule.token))
            }
        }
        return nil
    }
}

extension TransitionRegistry {
    /// Picks the value for one navigation knowing what starts it: for a pop a gesture drives, a
    /// registration for `.interactivePop` covering the pair comes first (most specific, then
    /// latest, as for every rule); otherwise, and when none yields a value, as
    /// ``match(from:to:operation:override:)``.
    ///
    /// ```swift
    /// registry.register(.zoom, from: Grid.self, to: Photo.self)
    /// registry.register(.slide, for: .interactivePop, from: Grid.self, to: Photo.self)
    /// registry.match(from: photo, to: grid, operation: .pop, override: nil, interactive: true)
    /// // (.slide, isReversed: true), gesture: true
    /// ```
    ///
    /// - Parameters:
    ///   - source: The screen the navigation leaves.
    ///   - destination: The screen the navigation arrives at.
    ///   - operation: Push or pop.
    ///   - override: A value that beats every rule (it describes the push).
    ///   - interactive: Whether a gesture drives the navigation.
    /// - Returns: The match, or `nil`; and whether it is a gesture-driven pop's own registration.
    package func match(
        from source: Screen, to destination: Screen, operation: NavigationOperation, override: Value?,
        interactive: Bool
    ) -> (match: TransitionMatch<Value>?, isGesturePop: Bool) {
        guard interactive, operation == .pop, override == nil, index.hasInteractivePopRules else {
            return (match(from: source, to: destination, operation: operation, override: override), false)
        }
        var examined = 0
        if let found = ruleMatch(
            from: source, to: destination, operation: operation, interactive: true, examined: &examined)
        {
            return (found, true)
        }
        return (match(from: source, to: destination, operation: operation, override: nil), false)
    }
}
