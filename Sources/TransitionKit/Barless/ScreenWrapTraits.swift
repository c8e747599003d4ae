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
    /// The screen explicitly asks to be wrapped in the standard container (opt-in protocol).
    package var optsIn: Bool
    /// The screen asks not to be wrapped, e.g. full-screen content (opt-out protocol).
    package var optsOut: Bool
    /// The screen supplies its own container (custom-container protocol).
    package var suppliesOwnContainer: Bool

    /// Creates the facts about one screen; every flag defaults to `false` (a plain screen).
    ///
    /// - Parameters:
    ///   - isContainer: Whether the screen already is a toolbar container.
    ///   - optsIn: Whether the screen conforms to the opt-in protocol.
    ///   - optsOut: Whether the screen conforms to the opt-out protocol.
    ///   - suppliesOwnContainer: Whether the screen conforms to the custom-container protocol.
    package init(
        isContainer: Bool = false,
        optsIn: Bool = false,
        optsOut: Bool = false,
        suppliesOwnContainer: Bool = false
    ) {
        self.isContainer = isContainer
        self.optsIn = optsIn
        self.optsOut = optsOut
        self.suppliesOwnContainer = suppliesOwnContainer
    }

    /// The traits of a screen that already is a container: resolving them is always
    /// ``WrapDecision/alreadyWrapped``, which makes wrapping idempotent.
    package static let container = ScreenWrapTraits(isContainer: true)
}
