/// The parts of a screen's `navigationItem` that decide which toolbar slots exist.
///
/// The UIKit toolbar fills this from the mirrored `UINavigationItem` and asks
/// ``showsBackButton(isRoot:)`` and ``BarItemLayout`` for the result, so the rules are tested
/// on Linux. Negative counts are treated as zero.
package struct NavigationItemFacts: Sendable, Hashable {
    /// Whether the item hides the back button (`hidesBackButton`).
    package var hidesBackButton: Bool
    /// The number of leading items (`leftBarButtonItems.count`).
    package var leftItemCount: Int
    /// The number of trailing items (`rightBarButtonItems.count`).
    package var rightItemCount: Int
    /// Whether leading items sit beside the back button instead of replacing it
    /// (`leftItemsSupplementBackButton`).
    package var leftItemsSupplementBackButton: Bool

    /// Creates the facts; defaults describe an empty navigation item.
    ///
    /// - Parameters:
    ///   - hidesBackButton: `hidesBackButton` of the item.
    ///   - leftItemCount: The number of left bar button items; negative values count as zero.
    ///   - rightItemCount: The number of right bar button items; negative values count as zero.
    ///   - leftItemsSupplementBackButton: `leftItemsSupplementBackButton` of the item.
    package init(
        hidesBackButton: Bool = false,
        leftItemCount: Int = 0,
        rightItemCount: Int = 0,
        leftItemsSupplementBackButton: Bool = false
    ) {
        self.hidesBackButton = hidesBackButton
        self.leftItemCount = max(0, leftItemCount)
        self.rightItemCount = max(0, rightItemCount)
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
    }

    /// Whether the toolbar shows a back button, by UIKit's rule.
    ///
    /// Shown iff the screen is not the root, the item does not hide it, and either there are no
    /// left items or the left items supplement the back button.
    ///
    /// ```swift
    /// NavigationItemFacts(leftItemCount: 1).showsBackButton(isRoot: false)  // false
    /// ```
    ///
    /// - Parameter isRoot: Whether the screen is at the bottom of the stack.
    /// - Returns: `true` when the back button is visible.
    package func showsBackButton(isRoot: Bool) -> Bool {
        !isRoot && !hidesBackButton && (leftItemCount <= 0 || leftItemsSupplementBackButton)
    }
}
