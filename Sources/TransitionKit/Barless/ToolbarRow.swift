/// Everything the bar-less toolbar shows, read from a navigation item in one go: the slots, what
/// each bar button item shows, and the title.
///
/// The toolbar reads a row once per run-loop turn and rebuilds only when it differs from the row
/// it shows, so any number of changes in one turn — through any setter, `animated:` or not —
/// cost one rebuild, and a turn without changes costs a comparison.
///
/// ```swift
/// let row = ToolbarRow(item: navigationItem, isRoot: false)
/// row.layout.leadingToTrailing   // [.back, .title, .right(0)]
/// ```
package struct ToolbarRow<Item: NavigationItemReading>: Equatable {
    /// A bar button item and what it shows.
    package struct Entry: Equatable {
        /// The item.
        package var item: ObjectRef<Item.BarButtonItem>
        /// What it shows.
        package var content: BarItemContent<Item.BarButtonItem>
    }

    /// The slots, by UIKit's order and back-button rule.
    package var layout: BarItemLayout
    /// `leftBarButtonItems` then `rightBarButtonItems`.
    package var entries: [Entry]
    /// The number of left items (the first entries).
    var leftCount: Int
    /// `title`.
    package var title: String?
    /// `titleView`.
    package var titleView: ObjectRef<Item.TitleView>?

    /// Reads the row of `item`.
    ///
    /// - Parameters:
    ///   - item: The navigation item.
    ///   - isRoot: Whether the screen is the root of its stack.
    /// - Complexity: O(n) in the number of items: a few property reads each.
    @MainActor
    package init(item: Item, isRoot: Bool) {
        let left = item.leftBarButtonItems ?? []
        let right = item.rightBarButtonItems ?? []
        layout = BarItemLayout(
            item: NavigationItemFacts(
                hidesBackButton: item.hidesBackButton, leftItemCount: left.count, rightItemCount: right.count,
                leftItemsSupplementBackButton: item.leftItemsSupplementBackButton),
            isRoot: isRoot)
        entries = (left + right).map { Entry(item: ObjectRef($0), content: BarItemContent($0)) }
        leftCount = left.count
        title = item.title
        titleView = item.titleView.map { ObjectRef($0) }
    }

    /// The index in ``entries`` of a slot's item, or `nil` for the back button and the title.
    ///
    /// - Parameter slot: A slot of ``layout``.
    /// - Returns: The entry index.
    func entryIndex(of slot: BarSlot) -> Int? {
        switch slot {
        case .left(let index): return index
        case .right(let index): return leftCount + index
        case .back, .title: return nil
        }
    }
}
