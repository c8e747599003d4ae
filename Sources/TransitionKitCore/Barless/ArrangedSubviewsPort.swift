/// The part of `UIStackView` the toolbar's rows use. UIStackView.h: `removeArrangedSubview(_:)` leaves
/// the view a subview; `insertArrangedSubview(_:at:)` moves an arranged view; `removeFromSuperview()`
/// un-arranges it.
@MainActor
package protocol ArrangedSubviewsPort: AnyObject {
    /// `UIView` on device.
    associatedtype View: ToolbarItemViewPort

    /// `arrangedSubviews`, leading to trailing.
    var arrangedSubviews: [View] { get }
    /// `stackIndex` must not exceed `arrangedSubviews.count`.
    func insertArrangedSubview(_ view: View, at stackIndex: Int)
    /// The view stays a subview.
    func removeArrangedSubview(_ view: View)
}
