/// The parts of a screen's `navigationItem` that decide which toolbar slots exist.
///
/// The UIKit toolbar fills this from the mirrored `UINavigationItem` and asks
/// ``showsBackButton(isRoot:)`` and ``BarItemLayout`` for the result, so the rules are tested
/// on Linux. Counts are normalized on the way in, by the initializer and by the setters alike:
/// clamped to `0...maximumItemCount`.
package struct NavigationItemFacts: Sendable, Hashable {
    /// The most items a side counts: larger counts (no bar holds them) are clamped to it, so a
    /// layout built from the facts stays small.
    static let maximumItemCount = 1_000

    /// Whether the item hides the back button (`hidesBackButton`).
    package var hidesBackButton: Bool
    /// The number of leading items (`leftBarButtonItems.count`), clamped to
    /// `0...maximumItemCount` when set.
    var leftItemCount: Int {
        didSet { leftItemCount = Self.normalizedCount(leftItemCount) }
    }
    /// The number of trailing items (`rightBarButtonItems.count`), clamped to
    /// `0...maximumItemCount` when set.
    var rightItemCount: Int {
        didSet { rightItemCount = Self.normalizedCount(rightItemCount) }
    }
    /// Whether leading items sit beside the back button instead of replacing it
    /// (`leftItemsSupplementBackButton`).
    package var leftItemsSupplementBackButton: Bool

    /// Creates the facts; defaults describe an empty navigation item.
    ///
    /// - Parameters:
    ///   - hidesBackButton: `hidesBackButton` of the item.
    ///   - leftItemCount: The number of left bar button items, clamped to `0...maximumItemCount`.
    ///   - rightItemCount: The number of right bar button items, clamped to `0...maximumItemCount`.
    ///   - leftItemsSupplementBackButton: `leftItemsSupplementBackButton` of the item.
    package init(
        hidesBackButton: Bool = false,
        leftItemCount: Int = 0,
        rightItemCount: Int = 0,
        leftItemsSupplementBackButton: Bool = false
    ) {
        self.hidesBackButton = hidesBackButton
        self.leftItemCount = Self.normalizedCount(leftItemCount)
        self.rightItemCount = Self.normalizedCount(rightItemCount)
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
    func showsBackButton(isRoot: Bool) -> Bool {
        !isRoot && !hidesBackButton && (leftItemCount <= 0 || leftItemsSupplementBackButton)
    }

    private static func normalizedCount(_ count: Int) -> Int { min(max(count, 0), maximumItemCount) }
}
