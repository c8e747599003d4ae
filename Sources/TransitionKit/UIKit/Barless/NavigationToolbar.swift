#if canImport(UIKit)
    import UIKit

    /// The bar of a bar-less screen: mirrors the screen's `navigationItem`, live.
    ///
    /// Shows, from the leading edge, a back button (chevron only, read to VoiceOver as the
    /// previous screen's title or "Back"), the `leftBarButtonItems` in order, the `titleView` or
    /// `title` centered, and the `rightBarButtonItems` from the trailing edge inward — the order
    /// UIKit uses, computed by the neutral `BarItemLayout`; whether the back button shows follows
    /// UIKit's rule (`NavigationItemFacts.showsBackButton(isRoot:)`).
    ///
    /// Live: while the toolbar is in a window it reads the navigation item once per turn of the
    /// main run loop, before the loop waits, and rebuilds its row only when something it shows
    /// changed — title, title view, left and right items (however they were set, `animated:` or
    /// not), `hidesBackButton`, `leftItemsSupplementBackButton`, and each item's title, image,
    /// `isEnabled` and tint. Several changes in one turn cost one rebuild; an item that stays keeps
    /// its button. The change is not animated, also mid-transition. A change made during layout
    /// shows at the next turn; ``reloadItems()`` applies one at once. A toolbar entering a
    /// window is brought up to date first.
    ///
    /// Right-to-left: the rows are stack views that follow the effective layout direction, and
    /// the `chevron.backward` symbol mirrors itself, so the whole bar mirrors.
    ///
    /// The background covers the bar and everything above it up to the top of the screen
    /// (under the status bar); it may extend above the toolbar's bounds, so the toolbar does not
    /// clip. Items are inset from the safe area's left and right (sensor housing). A custom view
    /// or title view sized only by its frame keeps that size.
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
        /// The back button's VoiceOver label; `nil` reads a localised "Back".
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
        private var coordinator: NavigationToolbarCoordinator<UINavigationItem, NavigationToolbar>!

        /// Creates a toolbar mirroring a navigation item.
        ///
        /// - Parameter navigationItem: The item to mirror (usually the screen's).
        init(navigationItem: UINavigationItem) {
            super.init(frame: .zero)
            setUp()
            coordinator = NavigationToolbarCoordinator(
                item: navigationItem, toolbar: self, turns: MainRunLoop())
        }

        /// Not supported: a toolbar needs a navigation item. Returns `nil`.
        ///
        /// - Parameter coder: Ignored.
        required init?(coder: NSCoder) {
            return nil
        }

        /// Lays out the background above and the separator below the bar
        /// (the neutral `ToolbarChromeLayout`).
        ///
        /// Both also resize by autoresizing, which UIKit applies when the bounds change — inside
        /// the transition's animation block too — so they follow a height morph smoothly. The
        /// items are laid out by Auto Layout at the next layout pass (they do not animate).
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

        /// Reads the navigation item now and rebuilds the row if anything it shows changed.
        ///
        /// The toolbar does this by itself once per run-loop turn while it is in a window; call
        /// it to apply a change at once (one made during layout, for instance). An item that stays
        /// keeps its button (updated in place, see `ReuseCache`), and a row whose views did not
        /// change is not touched, so a rebuild never swaps a button out under the user's finger.
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

        /// Sets the title label's text.
        package func setTitleText(_ text: String?) {
            titleLabel.text = text
        }

        /// Hides or shows the title label.
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
