/// The order of a toolbar's slots, as UIKit lays out a navigation bar, mirrored for RTL.
///
/// From the leading edge: the back button (when shown), then `leftBarButtonItems` in array
/// order, then the title, then `rightBarButtonItems` in reverse array order, because UIKit lays
/// right items out from the trailing edge inward (`rightBarButtonItems[0]` is outermost).
///
/// ```swift
/// let layout = BarItemLayout(
///     item: NavigationItemFacts(leftItemCount: 1, rightItemCount: 2,
///                               leftItemsSupplementBackButton: true),
///     isRoot: false)
/// layout.leadingToTrailing
/// // [.back, .left(0), .title, .right(1), .right(0)]
/// layout.leftToRight(.rightToLeft)
/// // [.right(0), .right(1), .title, .left(0), .back]
/// ```
package struct BarItemLayout: Sendable, Hashable {
    /// The slots from the leading edge to the trailing edge, title included.
    ///
    /// Use this order with containers that mirror themselves (a `UIStackView` honouring
    /// `semanticContentAttribute`).
    let leadingToTrailing: [BarSlot]

    /// Computes the slot order for a navigation item.
    ///
    /// - Parameters:
    ///   - item: The mirrored navigation item's facts.
    ///   - isRoot: Whether the screen is the root of the stack (no back button then).
    /// - Complexity: O(n) in the number of items (at most
    ///   ``NavigationItemFacts/maximumItemCount`` a side: the facts normalize their counts).
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

    /// The slots in physical order, from the left edge of the screen to the right edge.
    ///
    /// - Parameter direction: The layout direction; right-to-left mirrors the row.
    /// - Returns: ``leadingToTrailing`` for left-to-right, its reverse for right-to-left.
    package func leftToRight(_ direction: TransitionLayoutDirection) -> [BarSlot] {
        switch direction {
        case .leftToRight: return leadingToTrailing
        case .rightToLeft: return leadingToTrailing.reversed()
        }
    }
}

/// One place in a toolbar's row of items.
///
/// Indices refer to the navigation item's arrays: `.left(0)` is `leftBarButtonItems[0]`,
/// `.right(0)` is `rightBarButtonItems[0]`.
package enum BarSlot: Sendable, Hashable {
    /// The back button.
    case back
    /// A leading item, by its index in `leftBarButtonItems`.
    case left(Int)
    /// The title or title view.
    case title
    /// A trailing item, by its index in `rightBarButtonItems`.
    case right(Int)
}
