extension AnnouncementGate {
    /// Opens a transition for `source`, first dropping one its animator can no longer end.
    ///
    /// The delegate holds the announcing animator weakly. While it lives, its transition stays
    /// open and every other announcement is refused — a second vend while a transition is in
    /// flight adds no `.willBegin`, and the running transition's end is still reported once. Once
    /// UIKit released the animator without running it to completion, nothing can end its
    /// transition: it is abandoned (no end event) and `source` announces.
    ///
    /// ```swift
    /// gate.announce(.animator, announcingAnimatorIsAlive: false)   // true: nothing open
    /// gate.announce(.animator, announcingAnimatorIsAlive: true)    // false: still in flight
    /// gate.announce(.coordinator, announcingAnimatorIsAlive: false) // true: the old one abandoned
    /// ```
    ///
    /// - Parameters:
    ///   - source: Who wants to announce.
    ///   - announcingAnimatorIsAlive: Whether the animator that announced the open transition,
    ///     if the animator source owns it, still exists.
    /// - Returns: `true` when `source` now owns the transition and should emit `.willBegin`.
    public mutating func announce(_ source: Source, announcingAnimatorIsAlive: Bool) -> Bool {
        if owner == .animator, !announcingAnimatorIsAlive { abandon() }
        return announce(source)
    }
}
