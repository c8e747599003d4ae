/// Decides what the bar-less toolbar shows and drives its view. It reads the navigation item once per
/// run-loop turn while in a window and rebuilds only on change (see Barless internals).
@MainActor
package final class NavigationToolbarCore<Item: NavigationItemPort, Toolbar: ToolbarViewPort>
where Toolbar.Item == Item.BarButtonItem, Toolbar.View == Item.TitleView {
    /// The mirrored navigation item (weak: it belongs to the screen).
    package private(set) weak var item: Item?
    /// The slots shown, leading to trailing.
    package var slots: [BarSlot] { shown?.layout.leadingToTrailing ?? [.title] }
    /// How many times the toolbar was rebuilt (a row that differed from the one shown was applied).
    private(set) var rebuildCount = 0
    /// Whether the screen is the root of its stack (no back button then); applied at the next
    /// update.
    package var isRoot = true
    /// The back button's VoiceOver label; `nil` reads UIKit's localized "Back". Written at once.
    package var backButtonAccessibilityLabel: String? {
        didSet { applyBackLabel() }
    }
    /// Whether the coordinator reads the item every run-loop turn (its toolbar is in a window).
    var observesTurns: Bool { turnObservation != nil }

    weak var toolbar: Toolbar?
    private let turns: any RunLoopTurnPort
    private var turnObservation: (any RunLoopTurnObservation)?
    /// The row the toolbar shows.
    var shown: ToolbarRow<Item>?
    /// The item views, kept across rebuilds while their item and its kind of view stay.
    var itemViews = ReuseCache<ItemKey, ItemView>()
    /// The title view placed in the title area.
    var installedTitleView: ObjectRef<Toolbar.View>?

    /// Identifies an item's view: the item and the kind of view showing it. Valid while the cache
    /// holds the ``ItemView`` (which keeps the item and its custom view alive).
    struct ItemKey: Hashable {
        let item: ObjectIdentifier
        let kind: BarItemViewKind
    }

    /// An item's view and, for a button, what was last written to it.
    final class ItemView {
        let view: Toolbar.View
        let button: Toolbar.Button?
        var written: BarButtonAppearance<Item.BarButtonItem>?

        init(view: Toolbar.View, button: Toolbar.Button?) {
            self.view = view
            self.button = button
        }
    }

    /// Builds the toolbar once. `toolbar` is held weakly: it owns the coordinator.
    package init(item: Item, toolbar: Toolbar, turns: any RunLoopTurnPort) {
        self.item = item
        self.toolbar = toolbar
        self.turns = turns
        applyBackLabel()
        update()
    }

    /// Entering a window brings the toolbar up to date at once, so it never appears stale.
    package func toolbarDidMoveToWindow(isInWindow: Bool) {
        guard isInWindow != observesTurns else { return }
        guard isInWindow else {
            turnObservation?.invalidate()
            turnObservation = nil
            return
        }
        turnObservation = turns.observeTurns { [weak self] in self?.update() }
        update()
    }

    /// Reads the item now and rebuilds the toolbar if anything it shows changed.
    package func reloadItems() {
        update()
    }

    /// Reads the row and applies it when it differs from the one shown.
    private func update() {
        guard let item, let toolbar else { return }
        let row = ToolbarRow(item: item, isRoot: isRoot)
        guard row != shown else { return }
        apply(row, to: toolbar)
        shown = row
        rebuildCount += 1
    }

    private func applyBackLabel() {
        guard let toolbar else { return }
        toolbar.setBackButtonAccessibilityLabel(
            backButtonAccessibilityLabel ?? toolbar.localizedString(forKey: BackButtonLabel.fallback))
    }
}
