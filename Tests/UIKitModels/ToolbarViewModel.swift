import Foundation
import TransitionKitCore

/// The bar-less toolbar's view (`NavigationToolbar` on device): two stack views, a back button,
/// a title label and a title area, and the factory of item buttons and spaces.
///
/// Lays out as the device toolbar does: the leading row at the leading edge, the title centered,
/// the trailing row at the trailing edge; under a right-to-left layout direction the stack views
/// and the symbol `chevron.backward` mirror (UIView.h `effectiveUserInterfaceLayoutDirection`),
/// so ``leftToRight`` reverses.
@MainActor
package final class ToolbarViewModel: ToolbarViewPort {
    /// The leading row.
    package let leadingStack: StackViewModel
    /// The trailing row.
    package let trailingStack: StackViewModel
    /// The back button.
    package let backButton = ToolbarItemViewModel("back", intrinsicContentSize: CGSize(width: 44, height: 44))
    /// The title area (holds title views).
    package let titleArea = ToolbarItemViewModel("title")
    /// The title label's `text`.
    package private(set) var titleText: String?
    /// The title label's `isHidden`.
    package private(set) var isTitleLabelHidden = false
    /// The back button's `accessibilityLabel`.
    package private(set) var backButtonAccessibilityLabel: String?
    /// The effective layout direction.
    package var layoutDirection = TransitionLayoutDirection.leftToRight
    /// UIKit's strings table; a key without an entry reads as itself.
    package var localizedStrings: [String: String] = [:]
    /// Buttons made, in order.
    package private(set) var madeButtons: [BarButtonModel] = []
    /// Spaces made, in order.
    package private(set) var madeSpaces: [ToolbarItemViewModel] = []

    /// Creates a toolbar view.
    ///
    /// - Parameter log: Where violations go.
    package init(log: ContractLedger) {
        leadingStack = StackViewModel("leading", log: log)
        trailingStack = StackViewModel("trailing", log: log)
    }

    /// The back button.
    package var backButtonView: ToolbarItemViewModel { backButton }

    /// Sets the title label's text.
    package func setTitleText(_ text: String?) {
        titleText = text
    }

    /// Hides or shows the title label.
    package func setTitleLabelHidden(_ hidden: Bool) {
        isTitleLabelHidden = hidden
    }

    /// Adds a title view to the title area.
    package func installTitleView(_ view: ToolbarItemViewModel) {
        titleArea.addSubview(view)
    }

    /// Sets the back button's VoiceOver label.
    package func setBackButtonAccessibilityLabel(_ label: String) {
        backButtonAccessibilityLabel = label
    }

    /// Makes a button for `item`.
    package func makeButton(
        for item: BarButtonItemModel, showsMenuAsPrimaryAction: Bool, performing actions: BarItemActions
    ) -> BarButtonModel {
        let button = BarButtonModel(
            item: item, showsMenuAsPrimaryAction: showsMenuAsPrimaryAction, performing: actions)
        madeButtons.append(button)
        return button
    }

    /// Makes a flexible space.
    package func makeFlexibleSpace() -> ToolbarItemViewModel {
        let space = ToolbarItemViewModel("flexibleSpace")
        madeSpaces.append(space)
        return space
    }

    /// Makes a fixed space.
    package func makeFixedSpace(width: CGFloat) -> ToolbarItemViewModel {
        let space = ToolbarItemViewModel("fixedSpace(\(width))")
        space.pinSize(width: width, height: nil, priority: 1000)
        madeSpaces.append(space)
        return space
    }

    /// `UIImage(systemName:)`: a new image for any name.
    package func systemImage(named name: String) -> ImageModel? {
        ImageModel(name, isSystemSymbol: true)
    }

    /// UIKit's string for `key`.
    package func localizedString(forKey key: String) -> String {
        localizedStrings[key] ?? key
    }

    /// The names of what shows, from the left edge of the screen to the right: the leading row,
    /// `title`, the trailing row; mirrored right to left.
    package var leftToRight: [String] {
        let row = leadingStack.arrangedNames + ["title"] + trailingStack.arrangedNames
        return layoutDirection == .rightToLeft ? row.reversed() : row
    }

    /// Views left in a row's subviews without being arranged (removed from the row but not from
    /// the screen).
    package var strayViews: [ToolbarItemViewModel] {
        leadingStack.strayViews + trailingStack.strayViews
    }
}
