/// The part of `UIButton` the toolbar coordinator writes on a button it made; `BarItemButton` conforms.
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
    func setTitle(_ title: String?)
    /// `setImage(_:for: .normal)`.
    func setImage(_ image: Image?)
    /// `tintColor` (UIView.h: `null_resettable`; `nil` inherits the toolbar's).
    func setTintColor(_ color: Color?)
    /// The title label's font: the body text style, following Dynamic Type.
    func useRegularTitleFont()
    /// The title label's font: the body text style in bold (a done-style or prominent system item).
    func useBoldTitleFont()
}
