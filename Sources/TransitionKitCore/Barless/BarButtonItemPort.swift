import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The part of `UIBarButtonItem` the toolbar mirrors. ``systemItemRawValue`` comes from
/// `SystemBarButtonItem`: UIKit does not reveal a plain item's system item.
@MainActor
package protocol BarButtonItemPort: AnyObject {
    /// `UIImage` on device.
    associatedtype Image: AnyObject
    /// `UIView` on device.
    associatedtype CustomView: AnyObject
    /// `UIColor` on device.
    associatedtype Color: AnyObject
    /// `UIBarButtonItem.Style` on device: plain 0, bordered 1 (deprecated), done 2.
    associatedtype Style: RawRepresentable where Style.RawValue == Int
    /// `Selector` on device.
    associatedtype Action
    /// `UIAction` on device.
    associatedtype PrimaryAction
    /// `UIMenu` on device.
    associatedtype Menu

    /// `title` (UIBarItem.h).
    var title: String? { get }
    /// `image` (UIBarItem.h).
    var image: Image? { get }
    /// `isEnabled` (UIBarItem.h, default `true`).
    var isEnabled: Bool { get }
    /// `customView` (UIBarButtonItem.h, default `nil`).
    var customView: CustomView? { get }
    /// `tintColor` (UIBarButtonItem.h).
    var tintColor: Color? { get }
    /// `style` (UIBarButtonItem.h, default plain).
    var style: Style { get }
    /// `width` (UIBarButtonItem.h, default 0): a fixed space's width.
    var width: CGFloat { get }
    /// `accessibilityLabel`.
    var accessibilityLabel: String? { get }
    /// `action` (UIBarButtonItem.h, default `NULL`).
    var action: Action? { get }
    /// `primaryAction` (UIBarButtonItem.h, iOS 14).
    var primaryAction: PrimaryAction? { get }
    /// `menu` (UIBarButtonItem.h, iOS 14).
    var menu: Menu? { get }
    /// The `UIBarButtonItem.SystemItem` raw value the item was made with, when known.
    var systemItemRawValue: Int? { get }
}
