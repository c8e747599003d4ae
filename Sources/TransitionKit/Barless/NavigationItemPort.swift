/// What the SwiftUI toolbar writer sets on a screen's navigation item: the part of
/// `UINavigationItem` (UINavigationItem.h) it writes, in UIKit's words.
///
/// `UINavigationItem` conforms as it is (`BarButtonItem == UIBarButtonItem`); in tests
/// `NavigationItemModel`. Each write is a plain property setter.
@MainActor
package protocol NavigationItemPort: AnyObject {
    /// `UIBarButtonItem` on device.
    associatedtype BarButtonItem: BarButtonItemPort

    /// `title`.
    var title: String? { get set }
    /// `leftItemsSupplementBackButton`.
    var leftItemsSupplementBackButton: Bool { get set }
    /// `leftBarButtonItems`, leading to trailing.
    var leftBarButtonItems: [BarButtonItem]? { get set }
    /// `rightBarButtonItems`, from the trailing edge inwards.
    var rightBarButtonItems: [BarButtonItem]? { get set }
}

/// What the SwiftUI toolbar writer sets on a bar button item it made: the part of
/// `UIBarButtonItem` (UIBarItem.h) it writes, in UIKit's words. `UIBarButtonItem` conforms as it
/// is; in tests `BarButtonItemModel`.
@MainActor
package protocol BarButtonItemPort: AnyObject {
    /// `UIImage` on device.
    associatedtype Image: AnyObject

    /// `title`.
    var title: String? { get set }
    /// `image`.
    var image: Image? { get set }
    /// `accessibilityLabel`.
    var accessibilityLabel: String? { get set }
}

/// What the SwiftUI toolbar writer makes: bar button items that run an action, and SF Symbol
/// images.
///
/// On device `UIKitBarButtonItemFactory` conforms: `UIBarButtonItem(primaryAction:)` with a
/// `UIAction` that runs `action`, and `UIImage(systemName:)`. In tests `BarButtonItemFactoryModel`.
@MainActor
package protocol BarButtonItemFactoryPort {
    /// `UIBarButtonItem` on device.
    associatedtype Item: BarButtonItemPort

    /// A new item whose primary action runs `action`.
    ///
    /// - Parameter action: What a tap does.
    /// - Returns: The item, without title or image.
    func makeBarButtonItem(action: @escaping @MainActor () -> Void) -> Item
    /// `UIImage(systemName:)`.
    ///
    /// - Parameter name: An SF Symbol name.
    /// - Returns: The image, or `nil` for an unknown name.
    func systemImage(named name: String) -> Item.Image?
}

/// A toolbar that can apply a navigation-item change at once (`NavigationToolbar.reloadItems()`).
@MainActor
package protocol ToolbarReloadPort: AnyObject {
    /// Reads the navigation item now and rebuilds what changed.
    func reloadItems()
}
