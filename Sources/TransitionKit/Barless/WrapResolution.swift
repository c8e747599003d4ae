/// The wrap decision for one screen, together with any conflict found on the way.
///
/// The rule, in order:
/// 1. A screen that already is a container → ``WrapDecision/alreadyWrapped`` (its other flags are
///    ignored: wrapping a wrapped screen is a no-op, so wrapping is idempotent).
/// 2. A screen that supplies its own container → ``WrapDecision/useOwnContainer``.
/// 3. A screen that opts out (`prefersToolbar == false`) → ``WrapDecision/leaveUnwrapped``.
/// 4. Any other screen → ``WrapDecision/wrapInStandardContainer``.
///
/// Contradictions (see ``WrapConflict``) are listed in ``conflicts``; the decision above is still
/// taken, so the app keeps running.
///
/// ```swift
/// let r = WrapResolution.resolve(ScreenWrapTraits(optsOut: true, suppliesOwnContainer: true))
/// r.decision   // .useOwnContainer
/// r.conflicts  // [.ownContainerAndOptOut]
/// ```
package struct WrapResolution: Sendable, Hashable {
    /// What to do with the screen.
    package var decision: WrapDecision
    /// Contradictory conformances found, in ``WrapConflict`` declaration order; empty when none.
    var conflicts: [WrapConflict]

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

/// Facts about a screen that decide whether the bar-less navigation controller wraps it.
///
/// The UIKit layer fills this from protocol conformances and type checks, then asks
/// ``WrapResolution/resolve(_:)`` what to do. Nothing here refers to UIKit, so the rule is tested
/// on Linux.
///
/// ```swift
/// let traits = ScreenWrapTraits(optsOut: true)
/// WrapResolution.resolve(traits).decision  // .leaveUnwrapped
/// ```
package struct ScreenWrapTraits: Sendable, Hashable {
    /// The screen already is a toolbar container (ours, or one a screen supplied earlier).
    package var isContainer: Bool
    /// The screen asks not to be wrapped, e.g. full-screen content (`prefersToolbar == false`).
    package var optsOut: Bool
    /// The screen supplies its own container (custom-container protocol).
    package var suppliesOwnContainer: Bool

    /// Creates the facts about one screen; every flag defaults to `false` (a plain screen).
    ///
    /// - Parameters:
    ///   - isContainer: Whether the screen already is a toolbar container.
    ///   - optsOut: Whether the screen prefers no toolbar.
    ///   - suppliesOwnContainer: Whether the screen conforms to the custom-container protocol.
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

/// A contradictory set of conformances found while deciding how to wrap a screen.
///
/// Conflicts are reported, never silently resolved: ``WrapResolution`` carries them next to the
/// decision it took, and the UIKit layer reports them through the diagnostics sink: they are
/// programmer errors, reported as faults, never a trap.
package enum WrapConflict: Sendable, Hashable, CaseIterable {
    /// The screen supplies its own container and also opts out of wrapping.
    ///
    /// Resolution: its own container is used. Supplying a container is the more specific
    /// statement (the screen wrote code for it), and it too keeps a way back.
    case ownContainerAndOptOut
    /// The container a screen supplied does not contain that screen (it was made for another
    /// screen, or holds none).
    ///
    /// Resolution: the standard container is used instead (see
    /// ``WrapResolution/confirmingProvidedContainer(holdsScreen:)``), so the screen still enters
    /// the stack with a toolbar and a way back.
    case providedContainerHoldsAnotherScreen
}

/// What the bar-less navigation controller does with a screen entering its stack.
///
/// Produced by ``WrapResolution/resolve(_:)``. The same rule applies to every entry path (init,
/// push, `setViewControllers`), on push and on pop alike, since a screen is wrapped once when it
/// enters and stays wrapped.
package enum WrapDecision: Sendable, Hashable, CaseIterable {
    /// Wrap the screen in the standard toolbar container.
    case wrapInStandardContainer
    /// Ask the screen for its own container and put that in the stack.
    case useOwnContainer
    /// Put the screen in the stack as it is, with no toolbar (opt-out, full-screen content).
    case leaveUnwrapped
    /// The screen already is a container: put it in the stack unchanged (wrapping is a no-op).
    case alreadyWrapped

    /// Whether the decision creates a new container around the screen.
    ///
    /// After either wrapping decision the stack holds a container, whose traits are
    /// ``ScreenWrapTraits/container``: deciding again yields ``alreadyWrapped``.
    var createsContainer: Bool {
        switch self {
        case .wrapInStandardContainer, .useOwnContainer: return true
        case .leaveUnwrapped, .alreadyWrapped: return false
        }
    }
}

extension WrapResolution {
    /// The resolution once the screen's own container has been made: a container that does not
    /// contain the screen is refused for the standard one.
    ///
    /// Only a ``WrapDecision/useOwnContainer`` decision depends on the provided container:
    /// - it holds the screen → unchanged;
    /// - it holds another screen, or none could be made → ``WrapDecision/wrapInStandardContainer``,
    ///   with ``WrapConflict/providedContainerHoldsAnotherScreen`` added to ``conflicts`` (the
    ///   UIKit layer reports it through the diagnostics sink).
    ///
    /// Every other decision is returned unchanged, whatever `holdsScreen` says.
    ///
    /// ```swift
    /// let r = WrapResolution.resolve(ScreenWrapTraits(suppliesOwnContainer: true))
    /// r.confirmingProvidedContainer(holdsScreen: false)
    /// // decision .wrapInStandardContainer, conflicts [.providedContainerHoldsAnotherScreen]
    /// ```
    ///
    /// - Parameter providedContainerHoldsScreen: Whether the container the screen made contains
    ///   that very screen; `false` when no container could be made.
    /// - Returns: The resolution to perform.
    /// - Complexity: O(1).
    func confirmingProvidedContainer(holdsScreen providedContainerHoldsScreen: Bool) -> WrapResolution {
        guard decision == .useOwnContainer, !providedContainerHoldsScreen else { return self }
        return WrapResolution(
            decision: .wrapInStandardContainer, conflicts: conflicts + [.providedContainerHoldsAnotherScreen])
    }
}
