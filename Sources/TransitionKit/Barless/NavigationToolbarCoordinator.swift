/// Decides what the bar-less toolbar shows and when, and drives its view: the slots, the item
/// views (kept while their item stays), the title and the back button.
///
/// **When.** UINavigationItem.h documents no key-value observing, and its `animated:` setters
/// are methods that no observer of the properties hears. So the coordinator does not wait to be
/// told: while its toolbar is in a window it reads the item once per turn of the main run loop,
/// before the loop waits (``RunLoopTurnPort``), as a ``ToolbarRow``, and rebuilds only when the
/// row differs from the one shown. Any number of changes in one turn, through any setter, cost one
/// rebuild; a turn without changes costs a comparison. A toolbar entering a window is brought up
/// to date at once (so it never appears stale); one out of a window reads nothing. A change made
/// late in a turn (during layout) shows at the next turn; ``reloadItems()`` applies it at once.
///
/// **What.** Slots follow ``BarItemLayout`` (UIKit's order and back-button rule); each item
/// shows its ``BarItemContent``. An item that stays keeps its view, updated in place field by
/// field (a button under the finger keeps its touch); a custom view or title view sized only by
/// its frame is pinned to that size before it is placed (``FrameSizePin``); rows change by
/// ``ArrangedViewsEdit``.
///
/// ```swift
/// let coordinator = NavigationToolbarCoordinator(item: screen.navigationItem, toolbar: toolbar, turns: MainRunLoop())
/// coordinator.toolbarDidMoveToWindow(isInWindow: true)
/// ```
@MainActor
package final class NavigationToolbarCoordinator<Item: NavigationItemReading, Toolbar: ToolbarViewPort>
where Toolbar.Item == Item.BarButtonItem, Toolbar.View == Item.TitleView {
    /// The mirrored navigation item (weak: it belongs to the screen).
    package private(set) weak var item: Item?
    /// The slots shown, leading to trailing.
    package var slots: [BarSlot] { shown?.layout.leadingToTrailing ?? [.title] }
    /// How many times the toolbar was rebuilt (a row that differed from the one shown was applied).
    private(set) var rebuildCount = 0
    /// Whether the screen is the root of its stack (no back button then); applied at the next
    /// update.
    var isRoot = true
    /// The back button's VoiceOver label; `nil` reads UIKit's localised "Back". Written at once.
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

    /// Starts mirroring `item` into `toolbar` and builds the toolbar once.
    ///
    /// - Parameters:
    ///   - item: The screen's navigation item.
    ///   - toolbar: The toolbar view (held weakly: it owns the coordinator).
    ///   - turns: The main run loop.
    package init(item: Item, toolbar: Toolbar, turns: any RunLoopTurnPort) {
        self.item = item
        self.toolbar = toolbar
        self.turns = turns
        applyBackLabel()
        update()
    }

    /// Starts reading the item every run-loop turn when the toolbar enters a window (bringing it up
    /// to date at once), and stops when it leaves.
    ///
    /// - Parameter isInWindow: Whether the toolbar is now in a window.
    func toolbarDidMoveToWindow(isInWindow: Bool) {
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
    func reloadItems() {
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
