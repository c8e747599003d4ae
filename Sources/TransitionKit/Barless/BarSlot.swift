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
