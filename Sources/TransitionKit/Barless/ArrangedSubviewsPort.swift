/// A row of views laid out leading to trailing: the part of `UIStackView` (`UIStackView.h`) the
/// toolbar uses for its leading and trailing groups, in UIKit's words.
///
/// ```swift
/// for edit in ArrangedViewsEdit.edits(from: stack.arrangedSubviews, to: wanted) { … }
/// ```
///
/// UIStackView.h: `removeArrangedSubview(_:)` leaves the view a subview ("To remove the view as a
/// subview, send it -removeFromSuperview"); `insertArrangedSubview(_:at:)` adds the view as a
/// subview if needed and only moves it when it already is arranged; a view sent
/// `removeFromSuperview()` leaves `arrangedSubviews` too. `UIStackView` conforms as it is; in tests
/// `StackViewModel` conforms.
@MainActor
package protocol ArrangedSubviewsPort: AnyObject {
    /// `UIView` on device.
    associatedtype View: ToolbarItemViewPort

    /// `arrangedSubviews`, leading to trailing.
    var arrangedSubviews: [View] { get }
    /// `insertArrangedSubview(_:at:)`; `stackIndex` must not exceed `arrangedSubviews.count`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: Its index in `arrangedSubviews`.
    func insertArrangedSubview(_ view: View, at stackIndex: Int)
    /// `removeArrangedSubview(_:)`: the view stays a subview.
    ///
    /// - Parameter view: An arranged view.
    func removeArrangedSubview(_ view: View)
}
