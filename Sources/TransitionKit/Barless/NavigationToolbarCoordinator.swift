/// Decides what the bar-less toolbar shows and drives its view: the slots, the item views (kept
/// while their item stays), the title and the back button.
///
/// Today's logic, transcribed from `NavigationToolbar` and `NavigationItemObserver`: key-value
/// observation of the item's keys and of each shown item's title, image, `isEnabled` and tint;
/// each change hops to the main queue and rebuilds the row.
@MainActor
package final class NavigationToolbarCoordinator<Item: NavigationItemReading, Toolbar: ToolbarViewPort>
where Toolbar.Item == Item.BarButtonItem, Toolbar.View == Item.TitleView {
    /// The mirrored navigation item (weak: it belongs to the screen).
    package private(set) weak var item: Item?
    /// The slots shown, leading to trailing.
    package private(set) var slots: [BarSlot] = [.title]
    /// How many times the row was rebuilt.
    package private(set) var rebuildCount = 0
    /// Whether the screen is the root of its stack (no back button then).
    package var isRoot = true {
        didSet { if isRoot != oldValue { reloadItems() } }
    }
    /// The back button's VoiceOver label; `nil` reads a localised "Back".
    package var backButtonAccessibilityLabel: String? {
        didSet { applyBackLabel() }
    }

    private weak var toolbar: Toolbar?
    private let mainQueue: any MainQueuePort
    private var itemObservations: [AnyObject] = []
    private var barItemObservations: [AnyObject] = []
    private var itemViews = ReuseCache<ItemKey, ItemView>()
    private var installedTitleView: ObjectRef<Toolbar.View>?
    private var appliedTitle: String??

    private struct ItemKey: Hashable {
        let item: ObjectIdentifier
        let kind: BarItemViewKind
    }

    private final class ItemView {
        let item: Item.BarButtonItem
        let view: Toolbar.View
        let button: Toolbar.Button?
        var applied: BarButtonAppearance<Item.BarButtonItem>?

        init(item: Item.BarButtonItem, view: Toolbar.View, button: Toolbar.Button?) {
            self.item = item
            self.view = view
            self.button = button
        }
    }

    /// Starts mirroring `item` into `toolbar`.
    ///
    /// - Parameters:
    ///   - item: The screen's navigation item.
    ///   - toolbar: The toolbar view (held weakly: it owns the coordinator).
    ///   - mainQueue: Where observed changes are applied.
    package init(item: Item, toolbar: Toolbar, mainQueue: any MainQueuePort) {
        self.item = item
        self.toolbar = toolbar
        self.mainQueue = mainQueue
        applyBackLabel()
        let keys = [
            "title", "titleView", "leftBarButtonItems", "rightBarButtonItems", "leftBarButtonItem",
            "rightBarButtonItem", "hidesBackButton", "leftItemsSupplementBackButton",
        ]
        itemObservations = item.observe(keys: keys) { [weak self] in self?.changed() }
        reloadItems()
    }

    /// Today's toolbar has no notion of being on screen.
    ///
    /// - Parameter isInWindow: Whether the toolbar is in a window.
    package func toolbarDidMoveToWindow(isInWindow: Bool) {}

    private func changed() {
        mainQueue.async { [weak self] in self?.reloadItems() }
    }

    /// Rebuilds the row from the navigation item.
    package func reloadItems() {
        guard let item, let toolbar else { return }
        let left = item.leftBarButtonItems ?? []
        let right = item.rightBarButtonItems ?? []
        let facts = NavigationItemFacts(
            hidesBackButton: item.hidesBackButton, leftItemCount: left.count, rightItemCount: right.count,
            leftItemsSupplementBackButton: item.leftItemsSupplementBackButton)
        let layout = BarItemLayout(item: facts, isRoot: isRoot)
        slots = layout.leadingToTrailing
        let items = left + right
        barItemObservations = items.flatMap { barItem in
            barItem.observe(keys: ["title", "image", "isEnabled", "tintColor"]) { [weak self] in
                self?.changed()
            }
        }
        let contents = items.map(BarItemContent.init)
        let keys = zip(items, contents).map { ItemKey(item: ObjectIdentifier($0), kind: $1.kind) }
        let views = itemViews.values(for: keys) { index in
            Self.makeView(for: items[index], content: contents[index], in: toolbar)
        }
        for (view, content) in zip(views, contents) { update(view, to: content, in: toolbar) }
        func view(for slot: BarSlot) -> Toolbar.View {
            switch slot {
            case .back: return toolbar.backButtonView
            case .left(let index): return views[index].view
            case .right(let index): return views[left.count + index].view
            case .title: return toolbar.backButtonView  // never asked: the title is not in a row
            }
        }
        fill(toolbar.leadingStack, with: layout.leading.map(view(for:)))
        fill(toolbar.trailingStack, with: layout.trailing.map(view(for:)))
        reloadTitle(item, in: toolbar)
        rebuildCount += 1
    }

    private static func makeView(
        for item: Item.BarButtonItem, content: BarItemContent<Item.BarButtonItem>, in toolbar: Toolbar
    ) -> ItemView {
        switch content {
        case .customView(let view):
            return ItemView(item: item, view: view.object, button: nil)
        case .flexibleSpace:
            return ItemView(item: item, view: toolbar.makeFlexibleSpace(), button: nil)
        case .fixedSpace(let width):
            return ItemView(item: item, view: toolbar.makeFixedSpace(width: width), button: nil)
        case .button:
            let showsMenu = item.menu != nil && item.action == nil && item.primaryAction == nil
            let button = toolbar.makeButton(for: item, showsMenuAsPrimaryAction: showsMenu)
            return ItemView(item: item, view: button.view, button: button)
        }
    }

    private func update(
        _ entry: ItemView, to content: BarItemContent<Item.BarButtonItem>, in toolbar: Toolbar
    ) {
        guard let button = entry.button, case .button(let wanted) = content else { return }
        let old = entry.applied
        if old?.image != wanted.image {
            switch wanted.image {
            case .item(let image): button.setImage(image.object)
            case .symbol(let name): button.setImage(toolbar.systemImage(named: name))
            case nil: button.setImage(nil)
            }
        }
        if old?.title != wanted.title || old?.bold != wanted.bold {
            button.setTitle(wanted.title.map { text(for: $0, in: toolbar) })
            if wanted.title != nil {
                if wanted.bold { button.useBoldTitleFont() } else { button.useRegularTitleFont() }
            }
        }
        if old?.accessibilityLabel != wanted.accessibilityLabel {
            button.accessibilityLabel = wanted.accessibilityLabel.map { text(for: $0, in: toolbar) }
        }
        if old?.isEnabled != wanted.isEnabled { button.isEnabled = wanted.isEnabled }
        if old?.tintColor != wanted.tintColor { button.tintColor = wanted.tintColor?.object }
        if wanted.isPlaceholder, old?.isPlaceholder != true {
            toolbar.report(
                "A bar button item without image, title or custom view (a plain system item?) is shown as a placeholder; use SystemBarButtonItem"
            )
        }
        entry.applied = wanted
    }

    private func text(for text: BarText, in toolbar: Toolbar) -> String {
        switch text {
        case .verbatim(let string): return string
        case .localized(let key): return toolbar.localizedString(forKey: key)
        }
    }

    private func fill(_ stack: Toolbar.Stack, with views: [Toolbar.View]) {
        for edit in ArrangedViewsEdit.edits(from: stack.arrangedSubviews, to: views) {
            switch edit {
            case .remove(let view):
                stack.removeArrangedSubview(view)
                view.removeFromSuperview()
            case .insert(let view, let index):
                stack.insertArrangedSubview(view, at: index)
            }
        }
    }

    private func reloadTitle(_ item: Item, in toolbar: Toolbar) {
        if appliedTitle != .some(item.title) {
            toolbar.setTitleText(item.title)
            appliedTitle = .some(item.title)
        }
        let wanted = item.titleView.map { ObjectRef($0) }
        guard wanted != installedTitleView else { return }
        installedTitleView?.object.removeFromSuperview()
        installedTitleView = wanted
        if let titleView = wanted?.object {
            toolbar.setTitleLabelHidden(true)
            toolbar.installTitleView(titleView)
        } else {
            toolbar.setTitleLabelHidden(false)
        }
    }

    private func applyBackLabel() {
        guard let toolbar else { return }
        toolbar.setBackButtonAccessibilityLabel(
            backButtonAccessibilityLabel ?? toolbar.localizedString(forKey: BackButtonLabel.fallback))
    }
}
