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
            if #available(iOS 14.0, *) {
                if let primaryAction = item.primaryAction {
                    button.addAction(primaryAction, for: .primaryActionTriggered)
                }
                if let menu = item.menu {
                    button.menu = menu
                    button.showsMenuAsPrimaryAction = item.action == nil && item.primaryAction == nil
                }
            }
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: minimumTapSize).isActive = true
            update(button, for: item)
            return button
        }

        /// Brings a view made by ``makeView(for:)`` up to date with its item's title, image,
        /// `isEnabled`, tint and accessibility label, writing only what differs, so a button the
        /// toolbar keeps (see ``ReuseCache``) stays in place under the user's finger. Custom views
        /// and spacers are left as they are (a new `customView` is a new view: the toolbar keys
        /// views by it too).
        ///
        /// - Parameters:
        ///   - view: The view made for `item`.
        ///   - item: Its item.
        static func update(_ view: UIView, for item: UIBarButtonItem) {
            guard let button = view as? BarItemButton else { return }
            configure(button, item: item, system: (item as? SystemBarButtonItem)?.barSystemItem)
            if button.isEnabled != item.isEnabled { button.isEnabled = item.isEnabled }
            if button.tintColor != item.tintColor { button.tintColor = item.tintColor }
        }

        private static func configure(_ button: UIButton, item: UIBarButtonItem, system: BarSystemItem?) {
            let bold = item.style == .done
            var title: String?
            var image: UIImage?
            var label: String?
            var titleBold = bold
            switch system?.appearance {
            case .title(let key, let prominent):
                title = localized(key)
                titleBold = bold || prominent
                label = item.accessibilityLabel ?? localized(key)
            case .symbol(let name):
                image = UIImage(systemName: name)
                label = item.accessibilityLabel ?? system.map { localized($0.accessibilityLabel) }
            default:
                if let itemImage = item.image {
                    image = itemImage
                    label = item.accessibilityLabel ?? item.title
                } else if let itemTitle = item.title {
                    title = itemTitle
                    label = item.accessibilityLabel
                } else {
                    image = UIImage(systemName: "square.dashed")
                    label = item.accessibilityLabel
                    if button.image(for: .normal) == nil {
                        ScreenWrapping.report(
                            "A bar button item without image, title or custom view (a plain system item?) is shown as a placeholder; use SystemBarButtonItem",
                            debugOnly: true)
                    }
                }
            }
            if button.image(for: .normal) != image { button.setImage(image, for: .normal) }
            if button.title(for: .normal) != title { setTitle(title, bold: titleBold, on: button) }
            if button.accessibilityLabel != label { button.accessibilityLabel = label }
        }

        private static func setTitle(_ title: String?, bold: Bool, on button: UIButton) {
            button.setTitle(title, for: .normal)
            guard title != nil else { return }
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
