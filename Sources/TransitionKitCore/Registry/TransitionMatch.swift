package struct TransitionMatch<Value> {
    /// Where a matched value came from.
    @usableFromInline package enum Origin: Sendable, Hashable {
        /// The per-navigation override passed to `match`.
        case override
        /// The registration identified by the token.
        case rule(RegistrationToken)
        /// The registry's ``TransitionRegistry/defaultValue``.
        case `default`
    }

    /// The value to play.
    package var value: Value

    /// `true` for the pop B → A matched by a round-trip registration `from: A, to: B`, and for an override
    /// on a pop (it describes its push); `false` for pushes, pop-only registrations and the default.
    package var isReversed: Bool

    /// Which step of the resolution order produced the value.
    package var origin: Origin

    @usableFromInline package init(value: Value, isReversed: Bool, origin: Origin) {
        self.value = value
        self.isReversed = isReversed
        self.origin = origin
    }
}

extension TransitionMatch: Equatable where Value: Equatable {}
extension TransitionMatch: Hashable where Value: Hashable {}
extension TransitionMatch: Sendable where Value: Sendable {}
