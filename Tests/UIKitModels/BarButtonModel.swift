import Foundation
import TransitionKitCore

/// The button the toolbar makes for an item (`UIButton(type: .system)`): records what the
/// coordinator wrote (UIButton.h: `setTitle(_:for:)`, `setImage(_:for:)`; UIControl.h:
/// `isEnabled`, default `true`; UIView.h: `tintColor`).
@MainActor
package final class BarButtonModel: ToolbarItemViewModel, BarButtonPort {
    /// The item the button performs.
    package private(set) weak var item: BarButtonItemModel?
    /// Whether a tap shows the item's menu.
    package let showsMenuAsPrimaryAction: Bool
    /// The item's actions a tap performs, as the button was made.
    package let actions: BarItemActions
    /// `title(for: .normal)`.
    package private(set) var title: String?
    /// `image(for: .normal)`.
    package private(set) var image: ImageModel?
    /// Whether the title font is bold (`nil` before a font was chosen).
    package private(set) var bold: Bool?
    /// `isEnabled`.
    package var isEnabled = true {
        didSet { writeCount += 1 }
    }
    /// `tintColor`.
    package private(set) var tintColor: ColorModel?
    /// `accessibilityLabel`.
    package var accessibilityLabel: String? {
        didSet { writeCount += 1 }
    }
    /// How many writes the button received.
    package private(set) var writeCount = 0

    /// Creates a button for an item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - showsMenuAsPrimaryAction: `showsMenuAsPrimaryAction`.
    ///   - actions: The item's actions a tap performs.
    package init(item: BarButtonItemModel, showsMenuAsPrimaryAction: Bool, performing actions: BarItemActions)
    {
        self.item = item
        self.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
        self.actions = actions
        super.init("button(\(item.name))", intrinsicContentSize: CGSize(width: 44, height: 44))
    }

    /// The button itself.
    package var view: ToolbarItemViewModel { self }

    /// A tap (`.touchUpInside`, `.primaryActionTriggered`): the item's target–action is sent (the
    /// item counts it, ``BarButtonItemModel/sentActions``) and its `primaryAction` performed, each
    /// as the button was wired.
    package func tap() {
        guard let item else { return }
        if let action = actions.wired(.targetAction, item.action) { item.sentActions.append(action) }
        actions.wired(.primaryAction, item.primaryAction)?.perform()
    }

    /// `setTitle(_:for: .normal)`.
    package func setTitle(_ title: String?) {
        self.title = title
        writeCount += 1
    }

    /// `setImage(_:for: .normal)`.
    package func setImage(_ image: ImageModel?) {
        self.image = image
        writeCount += 1
    }

    /// Sets `tintColor`.
    package func setTintColor(_ color: ColorModel?) {
        tintColor = color
        writeCount += 1
    }

    /// The regular body font.
    package func useRegularTitleFont() {
        bold = false
        writeCount += 1
    }

    /// The bold body font.
    package func useBoldTitleFont() {
        bold = true
        writeCount += 1
    }
}
