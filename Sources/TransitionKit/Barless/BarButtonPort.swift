/// A button the toolbar made for a bar button item: the part of `UIButton` (`UIButton.h`) the
/// coordinator writes, in UIKit's words.
///
/// ```swift
/// button.setTitle("Edit"); button.useRegularTitleFont(); button.isEnabled = item.isEnabled
/// ```
///
/// On device the toolbar's `BarItemButton` conforms: ``setTitle(_:)`` is `setTitle(_:for: .normal)`,
/// ``setImage(_:)`` is `setImage(_:for: .normal)`, the font methods set the title label's body
/// font, bold or not. In tests `BarButtonModel` conforms.
@MainActor
package protocol BarButtonPort: AnyObject {
    /// `UIView` on device.
    associatedtype View: ToolbarItemViewPort
    /// `UIImage` on device.
    associatedtype Image: AnyObject
    /// `UIColor` on device.
    associatedtype Color: AnyObject

    /// The button as a view, to place in a row.
    var view: View { get }
    /// `isEnabled`.
    var isEnabled: Bool { get set }
    /// `accessibilityLabel`.
    var accessibilityLabel: String? { get set }

    /// `setTitle(_:for: .normal)`.
    ///
    /// - Parameter title: The title, or `nil`.
    func setTitle(_ title: String?)
    /// `setImage(_:for: .normal)`.
    ///
    /// - Parameter image: The image, or `nil`.
    func setImage(_ image: Image?)
    /// `tintColor` (UIView.h: `null_resettable`; `nil` inherits the toolbar's).
    ///
    /// - Parameter color: The tint, or `nil`.
    func setTintColor(_ color: Color?)
    /// The title label's font: the body text style, following Dynamic Type.
    func useRegularTitleFont()
    /// The title label's font: the body text style in bold (a done-style or prominent system item).
    func useBoldTitleFont()
}
