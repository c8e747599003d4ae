/// `UINavigationItem.LargeTitleDisplayMode` (`UINavigationItem.h:19`), neutral: whether a screen's
/// navigation bar shows the large title when it is on top.
package enum LargeTitleDisplayMode: Sendable, Hashable {
    /// Large when the previous item's is; a first item is large when the bar `prefersLargeTitles` (UIKit).
    case automatic
    /// "Always use a larger title when this item is topmost."
    case always
    /// "Never use a larger title when this item is topmost."
    case never

    /// UIKit's raw value: 1 always, 2 never, 3 (iOS 17's `inline`, never large) never; any other automatic.
    package init(rawValue: Int) {
        switch rawValue {
        case 1: self = .always
        case 2, 3: self = .never
        default: self = .automatic
        }
    }
}
