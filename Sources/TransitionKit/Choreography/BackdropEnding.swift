/// How a zoom's or card's backdrop ends (``TransitionStyle/backdrop(_:staysUnderScreen:)``): with
/// the transition, or staying under a presented screen until it is dismissed.
///
/// - ``withTransition`` (the default): the backdrop grows under the arriving screen and is gone
///   when the transition ends — right under an opaque screen, which hides it until then. The pop
///   (or dismissal) grows it back from its strength to nothing as the screen shrinks.
/// - ``staysUnderScreen``: a presentation that keeps the presenting screen in the window (any
///   style but `.fullScreen`) leaves the backdrop at its strength under the presented screen when
///   it ends; the dismissal takes it away as the screen shrinks (its own backdrop, or a drag's,
///   playing from full strength while the kept one is hidden), and a cancelled dismissal leaves it
///   there again. A push ends it with the transition all the same: UIKit takes the screen below
///   out of the window when a push ends, so there is nothing for the backdrop to stay over.
package enum BackdropEnding: Sendable, Hashable {
    /// Gone when the transition ends (the default).
    case withTransition
    /// Stays under a presented screen until it is dismissed (a translucent screen).
    case staysUnderScreen

    /// Whether a presentation keeps its backdrop view once it ended, shown.
    ///
    /// - Parameter presentersViewStays: Whether the presenting screen's view stays in the window
    ///   under the presented one (the presentation does not remove it: not `.fullScreen`).
    /// - Returns: `true` only for ``staysUnderScreen`` over a presenter that stays.
    func keepsBackdrop(presentersViewStays: Bool) -> Bool {
        self == .staysUnderScreen && presentersViewStays
    }
}
