#if canImport(UIKit)
    import UIKit

    /// A toolbar button that sends its item's target–action with the item as sender (a `primaryAction`
    /// is added as the button's own), and takes what the toolbar coordinator writes (``BarButtonPort``).
    @MainActor
    package final class BarItemButton: UIButton, BarButtonPort {
        package typealias View = UIView
        package typealias Image = UIImage
        package typealias Color = UIColor

        weak var item: UIBarButtonItem?
        /// The item's actions a tap performs.
        var actions: BarItemActions = [.targetAction]

        @objc func performItemAction() {
            guard let item, let action = actions.wired(.targetAction, item.action) else { return }
            UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
        }

        /// The button, as a row view.
        package var view: UIView { self }

        /// `setTitle(_:for: .normal)`; the large content viewer shows the same title.
        package func setTitle(_ title: String?) {
            setTitle(title, for: .normal)
            largeContentTitle = title
        }

        /// `setImage(_:for: .normal)`; the large content viewer shows the same image.
        package func setImage(_ image: UIImage?) {
            setImage(image, for: .normal)
            largeContentImage = image
        }

        /// `tintColor`.
        package func setTintColor(_ color: UIColor?) {
            tintColor = color
        }

        /// The body text style, following Dynamic Type.
        package func useRegularTitleFont() {
            titleLabel?.font = .preferredFont(forTextStyle: .body)
            titleLabel?.adjustsFontForContentSizeCategory = true
        }

        /// The body text style in bold, following Dynamic Type.
        package func useBoldTitleFont() {
            let body = UIFont.preferredFont(forTextStyle: .body)
            let bold = body.fontDescriptor.withSymbolicTraits(.traitBold) ?? body.fontDescriptor
            titleLabel?.font = UIFont(descriptor: bold, size: 0)
            titleLabel?.adjustsFontForContentSizeCategory = true
        }
    }

    /// Makes the views of `UIBarButtonItem`s; the coordinator writes what they show. A button is at
    /// least ``BarItemViewFactory/minimumTapSize`` wide and sends its target–action with the item as sender.
    @MainActor
    enum BarItemViewFactory {
        /// The standard width and height of an item's tap target, in points.
        static let minimumTapSize: CGFloat = 44

        /// A title from UIKit's own strings table, so system items read as UIKit's do; the
        /// English key when UIKit has no entry.
        static func localized(_ key: String) -> String {
            Bundle(for: UIApplication.self).localizedString(forKey: key, value: key, table: nil)
        }
    }

    extension NavigationToolbar: BarItemViewFactoryPort {
        /// A button performing `actions` of `item` (its target–action, its primary action) and
        /// showing its menu.
        package func makeButton(
            for item: UIBarButtonItem, showsMenuAsPrimaryAction: Bool, performing actions: BarItemActions
        ) -> BarItemButton {
            let button = BarItemButton(type: .system)
            button.item = item
            // Held down at an accessibility text size, the item shows in the large content viewer
            // (the toolbar's UILargeContentViewerInteraction), as UIKit's own bars' items do.
            button.showsLargeContentViewer = true
            button.scalesLargeContentImage = true
            button.actions = actions
            button.addTarget(button, action: #selector(BarItemButton.performItemAction), for: .touchUpInside)
            if let primaryAction = actions.wired(.primaryAction, item.primaryAction) {
                button.addAction(primaryAction, for: .primaryActionTriggered)
            }
            button.menu = item.menu
            button.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: BarItemViewFactory.minimumTapSize)
                .isActive = true
            return button
        }

        /// A space that takes the free width.
        package func makeFlexibleSpace() -> UIView {
            let spacer = UIView()
            spacer.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            return spacer
        }

        /// A space `width` points wide.
        package func makeFixedSpace(width: CGFloat) -> UIView {
            let spacer = UIView()
            spacer.widthAnchor.constraint(equalToConstant: width).isActive = true
            return spacer
        }

        /// `UIImage(systemName:)`.
        package func systemImage(named name: String) -> UIImage? {
            UIImage(systemName: name)
        }

        /// UIKit's string for `key`.
        package func localizedString(forKey key: String) -> String {
            BarItemViewFactory.localized(key)
        }
    }
#endif
