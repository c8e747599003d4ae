#if canImport(UIKit)
    import UIKit

    /// The bar of a bar-less screen, mirroring its `navigationItem` live, in UIKit's order and mirrored
    /// right to left; `NavigationToolbarCore` decides (see Barless internals). Changes do not animate.
    @MainActor
    final class NavigationToolbar: UIView {
        /// The mirrored navigation item (the screen's, held weakly).
        var navigationItem: UINavigationItem? { coordinator.item }
        /// Whether the screen is the root of its stack (no back button then). Applied at the next
        /// run-loop turn, or by ``reloadItems()``.
        var isRoot: Bool {
            get { coordinator.isRoot }
            set { coordinator.isRoot = newValue }
        }
        /// The back button's VoiceOver label; `nil` reads a localized "Back".
        var backButtonAccessibilityLabel: String? {
            get { coordinator.backButtonAccessibilityLabel }
            set { coordinator.backButtonAccessibilityLabel = newValue }
        }
        /// Called when the back button is tapped.
        var backAction: (() -> Void)?
        /// The background color of the bar and the area above it; default `systemBackground`.
        var barBackgroundColor: UIColor? = .systemBackground {
            didSet { backgroundView.backgroundColor = barBackgroundColor }
        }
        /// How far the background extends above the toolbar (the container's top safe area).
        var backgroundExtensionAbove: CGFloat = 0 {
            didSet { setNeedsLayout() }
        }
        /// The slots shown, leading to trailing, as computed by ``BarItemLayout``.
        package var slots: [BarSlot] { coordinator.slots }
        /// The back button (chevron).
        let backButton = UIButton(type: .system)

        let backgroundView = UIView()
        let separator = UIView()
        /// The leading row: back button and left items.
        package let leadingStack = UIStackView()
        /// The trailing row: right items.
        package let trailingStack = UIStackView()
        let titleHolder = UIView()
        let titleLabel = UILabel()
        private var coordinator: NavigationToolbarCore<UINavigationItem, NavigationToolbar>!

        init(navigationItem: UINavigationItem) {
            super.init(frame: .zero)
            setUp()
            coordinator = NavigationToolbarCore(
                item: navigationItem, toolbar: self, turns: MainRunLoop())
        }

        /// Not supported: a toolbar needs a navigation item.
        required init?(coder: NSCoder) {
            return nil
        }

        /// Background and separator also resize by autoresizing, inside a transition's animation block too,
        /// so they follow a height morph; the items (Auto Layout) do not animate.
        override func layoutSubviews() {
            super.layoutSubviews()
            let chrome = ToolbarChromeLayout(
                bounds: bounds, backgroundExtensionAbove: backgroundExtensionAbove,
                displayScale: traitCollection.displayScale)
            backgroundView.frame = chrome.backgroundFrame
            separator.frame = chrome.separatorFrame
        }

        /// Starts or stops reading the navigation item every run-loop turn.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            coordinator.toolbarDidMoveToWindow(isInWindow: window != nil)
        }

        /// Applies a change at once (one made during layout); otherwise the toolbar reads once a turn.
        func reloadItems() {
            coordinator.reloadItems()
        }

        @objc func backTapped() {
            backAction?()
        }
    }

    extension NavigationToolbar: ToolbarViewPort {
        /// The back button, as a row view.
        package var backButtonView: UIView { backButton }

        package func setTitleText(_ text: String?) {
            titleLabel.text = text
        }

        package func setTitleLabelHidden(_ hidden: Bool) {
            titleLabel.isHidden = hidden
        }

        /// Adds a title view to the title area, centered and no larger than it.
        package func installTitleView(_ view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            titleHolder.addSubview(view)
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: titleHolder.centerXAnchor),
                view.centerYAnchor.constraint(equalTo: titleHolder.centerYAnchor),
                view.widthAnchor.constraint(lessThanOrEqualTo: titleHolder.widthAnchor),
                view.heightAnchor.constraint(lessThanOrEqualTo: titleHolder.heightAnchor),
            ])
        }

        /// Sets the back button's VoiceOver label, which the large content viewer shows too.
        package func setBackButtonAccessibilityLabel(_ label: String) {
            backButton.accessibilityLabel = label
            backButton.largeContentTitle = label
        }
    }
#endif
