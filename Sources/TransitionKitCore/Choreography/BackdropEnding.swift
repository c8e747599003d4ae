/// How a zoom's or card's backdrop ends: with the transition, or staying under a presented screen until
/// its dismissal. A push always ends it: UIKit takes the screen below out of the window.
enum BackdropEnding: Sendable, Hashable {
    /// Gone when the transition ends (the default).
    case withTransition
    /// Stays under a presented screen until it is dismissed (a translucent screen).
    case staysUnderScreen

    /// `presentersViewStays`: the presentation does not remove the presenting view (not `.fullScreen`).
    func keepsBackdrop(presentersViewStays: Bool) -> Bool {
        self == .staysUnderScreen && presentersViewStays
    }
}
