/// A contradictory set of conformances found while deciding how to wrap a screen.
///
/// Conflicts are reported, never silently resolved: ``WrapResolution`` carries them next to the
/// decision it took, and the UIKit layer reports them through the diagnostics sink: they are
/// programmer errors, reported as faults, never a trap.
package enum WrapConflict: Sendable, Hashable, CaseIterable {
    /// The screen conforms to both the opt-in and the opt-out protocol.
    ///
    /// Resolution: the screen is wrapped in the standard container. Wrapping is the default, and
    /// it keeps a visible way back (the toolbar's back button) on a screen whose intent is unclear.
    case optInAndOptOut
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
