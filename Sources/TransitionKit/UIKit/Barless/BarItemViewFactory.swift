#if canImport(UIKit)
    import UIKit

    /// A toolbar button that performs its bar button item's action with the item as sender.
    @MainActor
    final class BarItemButton: UIButton {
        weak var item: UIBarButtonItem?

        @objc func performItemAction() {
            guard let item, let action = item.action else { return }
            UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
        }
    }

    /// Builds the view that shows one `UIBarButtonItem` in a ``NavigationToolbar``.
    ///
    /// In order: the item's `customView`; an item made as a ``SystemBarButtonItem`` drawn from
    /// ``BarSystemItem``; the item's `image`; its `title`; otherwise (a plain system item, whose
    /// glyph UIKit does not expose) a dashed square labelled with its `accessibilityLabel`.
    /// `isEnabled`, `tintColor`, `style == .done` (bold), `menu` and `primaryAction` carry over.
    @MainActor
    enum BarItemViewFactory {
        /// The standard height of an item's tap target, in points.
        static let minimumTapSize: CGFloat = 44

        static func makeView(for item: UIBarButtonItem) -> UIView {
            if let customView = item.customView { return customView }
            let system = (item as? SystemBarButtonItem)?.barSystemItem
            switch system?.appearance {
            case .flexibleSpace:
                let spacer = UIView()
                spacer.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                return spacer
            case .fixedSpace:
                let spacer = UIView()
                let width = item.width > 0 ? item.width : CGFloat(BarSystemItem.defaultFixedSpaceWidth)
                spacer.widthAnchor.constraint(equalToConstant: width).isActive = true
                return spacer
            default:
                break
            }
            let button = BarItemButton(type: .system)
            button.item = item
            button.addTarget(button, action: #selector(BarItemButton.performItemAction), for: .touchUpInside)
            configure(button, item: item, system: system)
            if #available(iOS 14.0, *) {
                if let primaryAction = item.primaryAction {
                    button.addAction(primaryAction, for: .primaryActionTriggered)
                }
                if let menu = item.menu {
                    button.menu = menu
                    button.showsMenuAsPrimaryAction = item.action == nil && item.primaryAction == nil
                }
            }
            button.isEnabled = item.isEnabled
            button.tintColor = item.tintColor
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: minimumTapSize).isActive = true
            return button
        }

        private static func configure(_ button: UIButton, item: UIBarButtonItem, system: BarSystemItem?) {
            let bold = item.style == .done
            switch system?.appearance {
            case .title(let key, let prominent):
                setTitle(localized(key), bold: bold || prominent, on: button)
                button.accessibilityLabel = item.accessibilityLabel ?? localized(key)
            case .symbol(let name):
                button.setImage(UIImage(systemName: name), for: .normal)
                button.accessibilityLabel =
                    item.accessibilityLabel ?? system.map { localized($0.accessibilityLabel) }
            default:
                if let image = item.image {
                    button.setImage(image, for: .normal)
                    button.accessibilityLabel = item.accessibilityLabel ?? item.title
                } else if let title = item.title {
                    setTitle(title, bold: bold, on: button)
                    button.accessibilityLabel = item.accessibilityLabel
                } else {
                    button.setImage(UIImage(systemName: "square.dashed"), for: .normal)
                    button.accessibilityLabel = item.accessibilityLabel
                    ScreenWrapping.report(
                        "A bar button item without image, title or custom view (a plain system item?) is shown as a placeholder; use SystemBarButtonItem",
                        debugOnly: true)
                }
            }
        }

        private static func setTitle(_ title: String, bold: Bool, on button: UIButton) {
            button.setTitle(title, for: .normal)
            let style = UIFont.preferredFont(forTextStyle: .body)
            button.titleLabel?.font = bold ? UIFont.boldSystemFont(ofSize: style.pointSize) : style
            button.titleLabel?.adjustsFontForContentSizeCategory = true
        }

        /// A title from UIKit's own strings table, so system items read as UIKit's do; the
        /// English key when UIKit has no entry.
        static func localized(_ key: String) -> String {
            Bundle(for: UIApplication.self).localizedString(forKey: key, value: key, table: nil)
        }
    }
#endif
