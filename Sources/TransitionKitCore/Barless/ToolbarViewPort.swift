/// The toolbar's view: leading and trailing rows that mirror with the layout direction, a centered
/// title (label or title view) and the back button.
@MainActor
package protocol ToolbarViewPort: BarItemViewFactoryPort {
    /// `UIStackView` on device.
    associatedtype Stack: ArrangedSubviewsPort where Stack.View == View

    /// The leading row: back button and left items.
    var leadingStack: Stack { get }
    /// The trailing row: right items, `rightBarButtonItems[0]` last.
    var trailingStack: Stack { get }
    /// The back button (a chevron), placed in the leading row when it shows.
    var backButtonView: View { get }

    /// The title label's `text`.
    func setTitleText(_ text: String?)
    /// Hidden while a title view shows.
    func setTitleLabelHidden(_ hidden: Bool)
    /// Centered in the title area, no wider or taller than it.
    func installTitleView(_ view: View)
    /// The back button's `accessibilityLabel`.
    func setBackButtonAccessibilityLabel(_ label: String)
}
