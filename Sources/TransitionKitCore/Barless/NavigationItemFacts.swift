/// The parts of a `navigationItem` that decide which toolbar slots exist. Counts are clamped to
/// `0...maximumItemCount` by the initializer and the setters alike.
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

    /// Defaults describe an empty navigation item.
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

    /// UIKit's rule: not the root, not hidden, and no left items unless they supplement the back button.
    func showsBackButton(isRoot: Bool) -> Bool {
        !isRoot && !hidesBackButton && (leftItemCount <= 0 || leftItemsSupplementBackButton)
    }

    private static func normalizedCount(_ count: Int) -> Int { min(max(count, 0), maximumItemCount) }
}
