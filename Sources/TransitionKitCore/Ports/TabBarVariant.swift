/// Which tab bar a tab bar controller shows around a navigation controller: the classic bar a
/// transition may move, or one UIKit moves itself.
///
/// - ``classic``: the bottom `UITabBar` of iPhones, and of iPads before iOS 18.
/// - ``floating``: iOS 18's bar floating at the top of an iPad in regular width (the classic
///   `tabBar` is not the visible bar there).
/// - ``minimizing``: iOS 26's Liquid Glass bar, which UIKit minimizes on scroll with its own
///   transforms.
///
/// Only the classic bar is the library's to hide and move during a transition
/// (`UITabBarController.h:46`: "Attempting to modify the contents of the tab bar directly will
/// throw an exception."; the newer bars keep their own `isHidden` and `transform`).
///
/// ```swift
/// TabBarVariant(systemMajorVersion: 18, isPad: true, isRegularWidth: true)   // .floating
/// TabBarVariant(systemMajorVersion: 26, isPad: false, isRegularWidth: false) // .minimizing
/// ```
package enum TabBarVariant: Sendable, Hashable, CaseIterable {
    /// The bottom bar before iOS 26 (the iPad's before iOS 18).
    case classic
    /// iOS 18's floating bar on an iPad in regular width.
    case floating
    /// iOS 26's minimizing bar.
    case minimizing

    /// The bar a system shows.
    ///
    /// - Parameters:
    ///   - systemMajorVersion: The iOS major version (`ProcessInfo.operatingSystemVersion`).
    ///   - isPad: Whether the device is an iPad.
    ///   - isRegularWidth: Whether the tab bar controller's horizontal size class is regular.
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
