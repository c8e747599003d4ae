/// `UINavigationItem.LargeTitleDisplayMode` (`UINavigationItem.h:19`), neutral: whether a screen's
/// navigation bar shows the large title when it is on top.
///
/// ```swift
/// LargeTitleDisplayMode(rawValue: item.largeTitleDisplayMode.rawValue)   // the UIKit port
/// ```
package enum LargeTitleDisplayMode: Sendable, Hashable {
    /// "Automatically use the large out-of-line title based on the state of the previous item in
    /// the navigation bar. … If the first item pushed is set to Automatic, then it will show the
    /// large title if the navigation bar has prefersLargeTitles=YES."
    case automatic
    /// "Always use a larger title when this item is topmost."
    case always
    /// "Never use a larger title when this item is topmost."
    case never

    /// The mode of UIKit's raw value: 1 always, 2 never, 3 (iOS 17's `inline`: the title in the
    /// bar, never large) never; any other value automatic.
    ///
    /// - Parameter rawValue: `UINavigationItem.LargeTitleDisplayMode.rawValue`.
    package init(rawValue: Int) {
        switch rawValue {
        case 1: self = .always
        case 2, 3: self = .never
        default: self = .automatic
        }
    }
}
