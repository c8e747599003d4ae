/// The order of a toolbar's slots, as UIKit lays out a navigation bar: back, left items, title, right
/// items reversed (`rightBarButtonItems[0]` is outermost).
package struct BarItemLayout: Sendable, Hashable {
    /// For containers that mirror themselves (a `UIStackView` honoring `semanticContentAttribute`).
    let leadingToTrailing: [BarSlot]

    /// `isRoot`: the bottom of the stack, with no back button.
    package init(item: NavigationItemFacts, isRoot: Bool) {
        // The counts are in 0...maximumItemCount (the facts' setters clamp them), so the sum never
        // overflows; strides, not ranges, so that no count could ever invert a range.
        let left = item.leftItemCount
        let right = item.rightItemCount
        var slots: [BarSlot] = []
        slots.reserveCapacity(left + right + 2)
        if item.showsBackButton(isRoot: isRoot) { slots.append(.back) }
        for index in stride(from: 0, to: left, by: 1) { slots.append(.left(index)) }
        slots.append(.title)
        for index in stride(from: right - 1, through: 0, by: -1) { slots.append(.right(index)) }
        leadingToTrailing = slots
    }

    /// The leading group: back button and left items, leading to trailing.
    package var leading: ArraySlice<BarSlot> {
        leadingToTrailing.prefix { $0 != .title }
    }

    /// The trailing group: right items, leading to trailing (`right(0)` last).
    package var trailing: ArraySlice<BarSlot> {
        guard let title = leadingToTrailing.firstIndex(of: .title) else { return [] }
        return leadingToTrailing[(title + 1)...]
    }

    /// Physical order, left edge to right edge: right-to-left reverses ``leadingToTrailing``.
    package func leftToRight(_ direction: TransitionLayoutDirection) -> [BarSlot] {
        switch direction {
        case .leftToRight: return leadingToTrailing
        case .rightToLeft: return leadingToTrailing.reversed()
        }
    }
}

/// One place in a toolbar's row. `.left(0)` is `leftBarButtonItems[0]`, `.right(0)` is
/// `rightBarButtonItems[0]`.
package enum BarSlot: Sendable, Hashable {
    case back
    /// A leading item, by its index in `leftBarButtonItems`.
    case left(Int)
    /// The title or title view.
    case title
    /// A trailing item, by its index in `rightBarButtonItems`.
    case right(Int)
}
