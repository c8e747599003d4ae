/// Everything the toolbar shows, read from a navigation item in one go, so that comparing two rows
/// tells whether a run-loop turn changed anything.
struct ToolbarRow<Item: NavigationItemPort>: Equatable {
    /// A bar button item and what it shows.
    package struct Entry: Equatable {
        package var item: ObjectRef<Item.BarButtonItem>
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

    /// `nil` for the back button and the title.
    func entryIndex(of slot: BarSlot) -> Int? {
        switch slot {
        case .left(let index): return index
        case .right(let index): return leftCount + index
        case .back, .title: return nil
        }
    }
}
