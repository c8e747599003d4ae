/// The bar-less toolbar's view, as its coordinator drives it: two rows of views (leading and
/// trailing), a centered title (a label or the navigation item's title view) and the back button.
///
/// ```swift
/// toolbar.setTitleText(item.title)
/// toolbar.setBackButtonAccessibilityLabel("Recipes")
/// ```
///
/// On device `NavigationToolbar` conforms: its rows are `UIStackView`s that follow the effective
/// layout direction, so the bar mirrors in right-to-left layouts; ``installTitleView(_:)`` adds a
/// view to the title area, centered and no larger than it. In tests `ToolbarViewModel` conforms.
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
    ///
    /// - Parameter text: The navigation item's title.
    func setTitleText(_ text: String?)
    /// The title label's `isHidden` (hidden while a title view shows).
    ///
    /// - Parameter hidden: Whether the label hides.
    func setTitleLabelHidden(_ hidden: Bool)
    /// Adds a title view to the title area, centered, no wider or taller than the area.
    ///
    /// - Parameter view: The navigation item's title view.
    func installTitleView(_ view: View)
    /// The back button's `accessibilityLabel`.
    ///
    /// - Parameter label: What VoiceOver reads.
    func setBackButtonAccessibilityLabel(_ label: String)
}
