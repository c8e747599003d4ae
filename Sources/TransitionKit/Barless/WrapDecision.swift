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
    package var createsContainer: Bool {
        switch self {
        case .wrapInStandardContainer, .useOwnContainer: return true
        case .leaveUnwrapped, .alreadyWrapped: return false
        }
    }
}
