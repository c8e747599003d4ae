import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the toolbar coordinator asks the toolbar view to make: buttons (at least 44 pt wide), spaces,
/// SF Symbols and UIKit's own localized strings.
@MainActor
package protocol BarItemViewFactoryPort: AnyObject
where Button.Image == Item.Image, Button.Color == Item.Color, View == Button.View, Item.CustomView == View {
    /// `UIBarButtonItem` on device.
    associatedtype Item: BarButtonItemPort
    /// The toolbar's button type.
    associatedtype Button: BarButtonPort
    /// `UIView` on device.
    associatedtype View: ToolbarItemViewPort

    /// The coordinator writes the button's title, image and state afterwards.
    func makeButton(for item: Item, showsMenuAsPrimaryAction: Bool, performing actions: BarItemActions)
        -> Button
    func makeFlexibleSpace() -> View
    /// `width` in points.
    func makeFixedSpace(width: CGFloat) -> View
    /// `UIImage(systemName:)`: `nil` for an unknown name.
    func systemImage(named name: String) -> Item.Image?
    /// UIKit's own strings table, so system items read as UIKit's do; the English key when missing.
    func localizedString(forKey key: String) -> String
}
