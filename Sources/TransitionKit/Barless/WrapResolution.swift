/// The wrap decision for one screen, together with any conflict found on the way.
///
/// The rule, in order:
/// 1. A screen that already is a container → ``WrapDecision/alreadyWrapped`` (its other flags are
///    ignored: wrapping a wrapped screen is a no-op, so wrapping is idempotent).
/// 2. A screen that supplies its own container → ``WrapDecision/useOwnContainer``.
/// 3. A screen that opts out and does not opt in → ``WrapDecision/leaveUnwrapped``.
/// 4. Any other screen → ``WrapDecision/wrapInStandardContainer``.
///
/// Contradictions (see ``WrapConflict``) are listed in ``conflicts``; the decision above is still
/// taken, so the app keeps running.
///
/// ```swift
/// let r = WrapResolution.resolve(ScreenWrapTraits(optsIn: true, optsOut: true))
/// r.decision   // .wrapInStandardContainer
/// r.conflicts  // [.optInAndOptOut]
/// ```
package struct WrapResolution: Sendable, Hashable {
    /// What to do with the screen.
    package var decision: WrapDecision
    /// Contradictory conformances found, in ``WrapConflict`` declaration order; empty when none.
    package var conflicts: [WrapConflict]

    /// Creates a resolution from its parts.
    ///
    /// - Parameters:
    ///   - decision: What to do with the screen.
    ///   - conflicts: Contradictions found.
    package init(decision: WrapDecision, conflicts: [WrapConflict] = []) {
        self.decision = decision
        self.conflicts = conflicts
    }

    /// Decides how to wrap a screen with the given traits.
    ///
    /// - Parameter traits: Facts about the screen.
    /// - Returns: The decision and any conflicts; never fails.
    /// - Complexity: O(1).
    package static func resolve(_ traits: ScreenWrapTraits) -> WrapResolution {
        if traits.isContainer { return WrapResolution(decision: .alreadyWrapped) }
        var conflicts: [WrapConflict] = []
        if traits.optsIn && traits.optsOut { conflicts.append(.optInAndOptOut) }
        if traits.suppliesOwnContainer && traits.optsOut { conflicts.append(.ownContainerAndOptOut) }
        let decision: WrapDecision
        if traits.suppliesOwnContainer {
            decision = .useOwnContainer
        } else if traits.optsOut && !traits.optsIn {
            decision = .leaveUnwrapped
        } else {
            decision = .wrapInStandardContainer
        }
        return WrapResolution(decision: decision, conflicts: conflicts)
    }
}
