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
    package func confirmingProvidedContainer(holdsScreen providedContainerHoldsScreen: Bool) -> WrapResolution
    {
        guard decision == .useOwnContainer, !providedContainerHoldsScreen else { return self }
        return WrapResolution(
            decision: .wrapInStandardContainer, conflicts: conflicts + [.providedContainerHoldsAnotherScreen])
    }
}
