#if canImport(UIKit)
    import UIKit

    /// The bar of a bar-less screen: mirrors the screen's `navigationItem`, live.
    ///
    /// Shows, from the leading edge, a back button (chevron only, read to VoiceOver as the
    /// previous screen's title or "Back"), the `leftBarButtonItems` in order, the `titleView` or
    /// `title` centred, and the `rightBarButtonItems` from the trailing edge inward — the order
    /// UIKit uses, computed by the neutral ``BarItemLayout``; whether the back button shows follows
    /// UIKit's rule (``NavigationItemFacts/showsBackButton(isRoot:)``).
    ///
    /// Live: title, title view, left and right items (set with or without `animated:`),
    /// `hidesBackButton` and `leftItemsSupplementBackButton` are observed with key-value
    /// observing, as are each shown item's title, image, `isEnabled` and tint; any change rebuilds
    /// the row at once, also mid-transition (the toolbar being left or arriving shows the new
    /// items while it fades or morphs; the change is not animated).
    ///
    /// Right-to-left: the rows are stack views that follow the effective layout direction, and
    /// the `chevron.backward` symbol mirrors itself, so the whole bar mirrors.
    ///
    /// The background covers the bar and everything above it up to the top of the screen
    /// (under the status bar); it may extend above the toolbar's bounds, so the toolbar does not
    /// clip. Items are inset from the safe area's left and right (sensor housing).
    ///
    /// ```swift
    /// container.toolbar.barBackgroundColor = .secondarySystemBackground
    /// ```
    @MainActor
    public final class NavigationToolbar: UIView {
        /// The mirrored navigation item (the screen's, held weakly).
        public private(set) weak var navigationItem: UINavigationItem?
        /// Whether the screen is the root of its stack (no back button then).
        public var isRoot = true {
            didSet { if isRoot != oldValue { reloadItems() } }
        }
        /// The back button's VoiceOver label; `nil` reads a localised "Back".
        public var backButtonAccessibilityLabel: String? {
            didSet { backButton.accessibilityLabel = backButtonAccessibilityLabel ?? Self.localizedBack }
        }
        /// Called when the back button is tapped.
        public var backAction: (() -> Void)?
        /// The background colour of the bar and the area above it; default `systemBackground`.
        public var barBackgroundColor: UIColor? = .systemBackground {
            didSet { backgroundView.backgroundColor = barBackgroundColor }
        }
        /// How far the background extends above the toolbar (the container's top safe area).
        public var backgroundExtensionAbove: CGFloat = 0 {
            didSet { if backgroundExtensionAbove != oldValue { setNeedsLayout() } }
        }
        /// The slots shown, leading to trailing, as computed by ``BarItemLayout``.
        public private(set) var slots: [BarSlot] = [.title]
        /// The back button (chevron).
        public let backButton = UIButton(type: .system)

        let backgroundView = UIView()
        let separator = UIView()
        let leadingStack = UIStackView()
        let trailingStack = UIStackView()
        let titleHolder = UIView()
        let titleLabel = UILabel()
        private var observer: NavigationItemObserver?
        /// The item views, kept across rebuilds while their item (and its custom view) stays.
        private var itemViews = ReuseCache<ItemKey, ItemView>()

        /// Identifies an item's view: the item, and its custom view when it has one. Valid while
        /// the cache holds the ``ItemView`` (which keeps both objects alive, so neither identifier
        /// can be reused by another object meanwhile).
        private struct ItemKey: Hashable {
            let item: ObjectIdentifier
            let customView: ObjectIdentifier?
        }

        /// An item and the view showing it.
        private struct ItemView {
            let item: UIBarButtonItem
            let view: UIView
        }

        /// Creates a toolbar mirroring a navigation item.
        ///
        /// - Parameter navigationItem: The item to mirror (usually the screen's).
        public init(navigationItem: UINavigationItem) {
            self.navigationItem = navigationItem
            super.init(frame: .zero)
            setUp()
            observer = NavigationItemObserver(navigationItem: navigationItem) { [weak self] in
                self?.reloadItemsIfNeeded()
            }
            reloadItems()
        }

        /// Not supported: a toolbar needs a navigation item. Returns `nil`.
        ///
        /// - Parameter coder: Ignored.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Lays out the background above and the separator below the bar.
        ///
        /// Both also resize by autoresizing, which UIKit applies when the bounds change — inside
        /// the transition's animation block too — so they follow a height morph smoothly. The
        /// items are laid out by Auto Layout at the next layout pass (they do not animate).
        public override func layoutSubviews() {
            super.layoutSubviews()
            let extra = backgroundExtensionAbove.isFinite ? max(0, backgroundExtensionAbove) : 0
            backgroundView.frame = CGRect(
                x: 0, y: -extra, width: bounds.width, height: bounds.height + extra)
            let hairline = 1 / max(1, traitCollection.displayScale)
            separator.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
        }

        /// Applies an observed change.
        private func reloadItemsIfNeeded() {
            reloadItems()
        }

        /// Rebuilds the row from the navigation item. Called automatically on every observed
        /// change; call it after changing something that is not observed.
        ///
        /// An item that stays keeps its button (updated in place, see ``ReuseCache``), and a row
        /// whose views did not change is not touched, so a rebuild never swaps a button out
        /// under the user's finger.
        public func reloadItems() {
            guard let item = navigationItem else { return }
            let left = item.leftBarButtonItems ?? []
            let right = item.rightBarButtonItems ?? []
            let facts = NavigationItemFacts(
                hidesBackButton: item.hidesBackButton, leftItemCount: left.count,
                rightItemCount: right.count, leftItemsSupplementBackButton: item.leftItemsSupplementBackButton
            )
            let layout = BarItemLayout(item: facts, isRoot: isRoot)
            slots = layout.leadingToTrailing
            let items = left + right
            observer?.observe(items: items)
            let keys = items.map {
                ItemKey(item: ObjectIdentifier($0), customView: $0.customView.map(ObjectIdentifier.init))
            }
            let views = itemViews.values(for: keys) { index in
                ItemView(item: items[index], view: BarItemViewFactory.makeView(for: items[index]))
            }
            for entry in views { BarItemViewFactory.update(entry.view, for: entry.item) }
            func view(for slot: BarSlot) -> UIView {
                switch slot {
                case .back: return backButton
                case .left(let index): return views[index].view
                case .right(let index): return views[left.count + index].view
                case .title: return titleHolder
                }
            }
            fill(leadingStack, with: layout.leading.map(view(for:)))
            fill(trailingStack, with: layout.trailing.map(view(for:)))
            reloadTitle(item)
        }

        private func fill(_ stack: UIStackView, with views: [UIView]) {
            guard stack.arrangedSubviews != views else { return }
            for view in stack.arrangedSubviews where !views.contains(view) {
                stack.removeArrangedSubview(view)
                view.removeFromSuperview()
            }
            for (index, view) in views.enumerated() {
                let arranged = stack.arrangedSubviews
                if arranged.indices.contains(index), arranged[index] === view { continue }
                stack.insertArrangedSubview(view, at: index)
            }
        }

        private func reloadTitle(_ item: UINavigationItem) {
            if titleLabel.text != item.title { titleLabel.text = item.title }
            let shown = titleHolder.subviews.filter { $0 !== titleLabel }
            if let titleView = item.titleView, shown.count == 1, shown[0] === titleView {
                return  // the same title view stays in place
            }
            for view in shown { view.removeFromSuperview() }
            if let titleView = item.titleView {
                titleLabel.isHidden = true
                titleView.translatesAutoresizingMaskIntoConstraints = false
                titleHolder.addSubview(titleView)
                NSLayoutConstraint.activate([
                    titleView.centerXAnchor.constraint(equalTo: titleHolder.centerXAnchor),
                    titleView.centerYAnchor.constraint(equalTo: titleHolder.centerYAnchor),
                    titleView.widthAnchor.constraint(lessThanOrEqualTo: titleHolder.widthAnchor),
                    titleView.heightAnchor.constraint(lessThanOrEqualTo: titleHolder.heightAnchor),
                ])
            } else {
                titleLabel.isHidden = false
            }
        }

        @objc func backTapped() {
            backAction?()
        }

        static var localizedBack: String {
            BarItemViewFactory.localized(BackButtonLabel.fallback)
        }
    }
#endif
