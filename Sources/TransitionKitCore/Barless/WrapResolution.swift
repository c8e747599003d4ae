/// The wrap decision for one screen, with the conflicts found on the way; the decision is taken anyway,
/// so the app keeps running (see Barless internals).
package struct WrapResolution: Sendable, Hashable {
    package var decision: WrapDecision
    /// Contradictory conformances found, in ``WrapConflict`` declaration order; empty when none.
    var conflicts: [WrapConflict]

    package init(decision: WrapDecision, conflicts: [WrapConflict] = []) {
        self.decision = decision
        self.conflicts = conflicts
    }

    /// Container → already wrapped; own container → use it; opted out → unwrapped; else standard container.
    package static func resolve(_ traits: ScreenWrapTraits) -> WrapResolution {
        if traits.isContainer { return WrapResolution(decision: .alreadyWrapped) }
        var conflicts: [WrapConflict] = []
        if traits.suppliesOwnContainer && traits.optsOut { conflicts.append(.ownContainerAndOptOut) }
        let decision: WrapDecision
        if traits.suppliesOwnContainer {
            decision = .useOwnContainer
        } else if traits.optsOut {
            decision = .leaveUnwrapped
        } else {
            decision = .wrapInStandardContainer
        }
        return WrapResolution(decision: decision, conflicts: conflicts)
    }
}

/// Facts about a screen, from its conformances, that decide whether the bar-less controller wraps it.
package struct ScreenWrapTraits: Sendable, Hashable {
    /// The screen already is a toolbar container (ours, or one a screen supplied earlier).
    package var isContainer: Bool
    /// The screen asks not to be wrapped, e.g. full-screen content (`prefersToolbar == false`).
    package var optsOut: Bool
    /// The screen supplies its own container (custom-container protocol).
    package var suppliesOwnContainer: Bool

    /// Every flag defaults to `false`: a plain screen.
    package init(
        isContainer: Bool = false,
        optsOut: Bool = false,
        suppliesOwnContainer: Bool = false
    ) {
        self.isContainer = isContainer
        self.optsOut = optsOut
        self.suppliesOwnContainer = suppliesOwnContainer
    }

    /// The traits of a screen that already is a container: resolving them is always
    /// ``WrapDecision/alreadyWrapped``, which makes wrapping idempotent.
    package static let container = ScreenWrapTraits(isContainer: true)
}

/// Contradictory conformances: programmer errors, reported as faults through `Diagnostics`, never a trap.
package enum WrapConflict: Sendable, Hashable, CaseIterable {
    /// Its own container is used: the more specific statement (the screen wrote code for it).
    case ownContainerAndOptOut
    /// The standard container is used instead, so the screen still gets a toolbar and a way back.
    case providedContainerHoldsAnotherScreen
}

/// The same rule on every entry path (init, push, `setViewControllers`): a screen is wrapped once.
package enum WrapDecision: Sendable, Hashable, CaseIterable {
    /// Wrap the screen in the standard toolbar container.
    case wrapInStandardContainer
    /// Ask the screen for its own container and put that in the stack.
    case useOwnContainer
    /// Put the screen in the stack as it is, with no toolbar (opt-out, full-screen content).
    case leaveUnwrapped
    /// The screen already is a container: put it in the stack unchanged (wrapping is a no-op).
    case alreadyWrapped

    /// After it the stack holds a container, so deciding again yields ``alreadyWrapped``.
    var createsContainer: Bool {
        switch self {
        case .wrapInStandardContainer, .useOwnContainer: return true
        case .leaveUnwrapped, .alreadyWrapped: return false
        }
    }
}

extension WrapResolution {
    /// A `useOwnContainer` resolution whose container does not hold the screen (or none was made) falls
    /// back to the standard container with `providedContainerHoldsAnotherScreen`; others stay unchanged.
    func confirmingProvidedContainer(holdsScreen providedContainerHoldsScreen: Bool) -> WrapResolution {
        guard decision == .useOwnContainer, !providedContainerHoldsScreen else { return self }
        return WrapResolution(
            decision: .wrapInStandardContainer, conflicts: conflicts + [.providedContainerHoldsAnotherScreen])
    }
}
