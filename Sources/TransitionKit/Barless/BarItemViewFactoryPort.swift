import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the toolbar coordinator asks the toolbar view to make: item buttons, spaces, SF Symbol
/// images and UIKit's localised strings.
///
/// ```swift
/// let button = toolbar.makeButton(
///     for: item, showsMenuAsPrimaryAction: content.showsMenuAsPrimaryAction, performing: [.primaryAction])
/// ```
///
/// On device `NavigationToolbar` conforms: a button performs the actions it is told to (its
/// item's target–action with the item as sender, its `primaryAction`), shows its `menu`, and is
/// at least 44 pt wide;
/// ``systemImage(named:)`` is `UIImage(systemName:)`; ``localizedString(forKey:)`` reads UIKit's
/// own strings table (`Bundle.localizedString(forKey:value:table:)`, the key when missing). In
/// tests `ToolbarViewModel` conforms.
@MainActor
package protocol BarItemViewFactoryPort: AnyObject
where Button.Image == Item.Image, Button.Color == Item.Color, View == Button.View, Item.CustomView == View {
    /// `UIBarButtonItem` on device.
    associatedtype Item: BarButtonItemReading
    /// The toolbar's button type.
    associatedtype Button: BarButtonPort
    /// `UIView` on device.
    associatedtype View: ToolbarItemViewPort

    /// A new button that performs `item`'s action.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - showsMenuAsPrimaryAction: Whether a tap shows the item's menu (`showsMenuAsPrimaryAction`).
    ///   - actions: The item's actions a tap performs (``BarItemActions``).
    /// - Returns: The button; the coordinator writes its title, image and state.
    func makeButton(for item: Item, showsMenuAsPrimaryAction: Bool, performing actions: BarItemActions)
        -> Button
    /// A new space that takes the free width.
    ///
    /// - Returns: The space.
    func makeFlexibleSpace() -> View
    /// A new space of a fixed width.
    ///
    /// - Parameter width: The width in points.
    /// - Returns: The space.
    func makeFixedSpace(width: CGFloat) -> View
    /// `UIImage(systemName:)`.
    ///
    /// - Parameter name: An SF Symbol name.
    /// - Returns: The image, or `nil` for an unknown name.
    func systemImage(named name: String) -> Item.Image?
    /// A string from UIKit's own strings table, so system items read as UIKit's do.
    ///
    /// - Parameter key: The English string, which is also the key.
    /// - Returns: The localised string, or `key`.
    func localizedString(forKey key: String) -> String
}
