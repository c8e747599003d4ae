/// Only the classic bar is a transition's to hide and move (`UITabBarController.h:46`: "Attempting to modify
/// the contents of the tab bar directly will throw an exception."); the newer bars keep their own.
package enum TabBarVariant: Sendable, Hashable, CaseIterable {
    /// The bottom bar before iOS 26 (the iPad's before iOS 18).
    case classic
    /// iOS 18's floating bar on an iPad in regular width.
    case floating
    /// iOS 26's minimizing bar.
    case minimizing

    /// iOS 26 and later minimizing; iOS 18 and later on an iPad in regular width floating; else classic.
    package init(systemMajorVersion: Int, isPad: Bool, isRegularWidth: Bool) {
        if systemMajorVersion >= 26 {
            self = .minimizing
        } else if systemMajorVersion >= 18, isPad, isRegularWidth {
            self = .floating
        } else {
            self = .classic
        }
    }

    /// Whether a transition may hide the bar and move it by its `transform`: the classic bar only.
    package var isMovedByTransitions: Bool { self == .classic }
}
