extension TransitionRegistry {
    /// Factories and predicates run here, in resolution order, until one yields a value. `override` describes
    /// the push, so on a pop it is reported reversed; `nil` means let the system animate.
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

    /// `interactive` selects the gesture-driven pop's own rules; `nil` when every candidate declines.
    /// `examined` counts the index entries visited.
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
    /// For a pop a gesture drives, an `.interactivePop` registration of the pair comes first (ranked as any
    /// rule); otherwise as `match(from:to:operation:override:)`. The Boolean says which one matched.
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
