/// The accessibility label of the bar-less toolbar's back button.
///
/// UIKit titles its back button after the *previous* screen: its `backBarButtonItem` title
/// first, then its `backButtonTitle`, then its `title`. The bar-less back button shows only the
/// chevron, but reads the same text to VoiceOver, falling back to "Back" (localised by the UIKit
/// layer) when every candidate is missing or blank.
///
/// ```swift
/// BackButtonLabel.resolve(backBarButtonTitle: nil, backButtonTitle: nil, title: "Recipes")
/// // "Recipes"
/// ```
package enum BackButtonLabel {
    /// The fallback label, and its localisation key.
    package static let fallback = "Back"

    /// Chooses the label.
    ///
    /// - Parameters:
    ///   - backBarButtonTitle: The previous item's `backBarButtonItem?.title`.
    ///   - backButtonTitle: The previous item's `backButtonTitle`.
    ///   - title: The previous item's `title`.
    /// - Returns: The first candidate that is not `nil` and not only whitespace, else `nil`
    ///   (the caller uses its localised ``fallback``).
    package static func resolve(backBarButtonTitle: String?, backButtonTitle: String?, title: String?)
        -> String?
    {
        for candidate in [backBarButtonTitle, backButtonTitle, title] {
            if let candidate, !candidate.allSatisfy(\.isWhitespace) { return candidate }
        }
        return nil
    }
}

extension BackButtonLabel {
    /// The `UINavigationItem.BackButtonDisplayMode` raw value of `.generic` (UINavigationItem.h:28-35).
    static var genericDisplayModeRawValue: Int { 1 }

    /// The label for the back button of the screen above `previous`, read from its navigation item
    /// as UIKit reads it.
    ///
    /// The previous item's `backButtonDisplayMode` decides what counts: `.generic` "ignores .title
    /// and .backButtonTitle (but *not* .backBarButtonItem.title)" (UINavigationItem.h:31), so only
    /// the back bar button item's title can replace "Back". `.default` and `.minimal` use every
    /// candidate: a minimal back button shows no title, but this back button never does, and the
    /// label is what VoiceOver reads.
    ///
    /// ```swift
    /// BackButtonLabel.resolve(previous: recipes.navigationItem)   // "Recipes"
    /// ```
    ///
    /// - Parameter previous: The navigation item of the screen below.
    /// - Returns: The label, or `nil` for the localised "Back".
    @MainActor
    package static func resolve(previous: some NavigationItemReading) -> String? {
        let generic = previous.backButtonDisplayMode.rawValue == genericDisplayModeRawValue
        return resolve(
            backBarButtonTitle: previous.backBarButtonItem?.title,
            backButtonTitle: generic ? nil : previous.backButtonTitle,
            title: generic ? nil : previous.title)
    }
}

/// Whether a bar-less screen shows a back button at all, and what it reads to VoiceOver: decided
/// from the navigation stack the screen's container sits in.
///
/// - A container outside a stack, or at its bottom, is the root: no back button.
/// - Otherwise the label comes from the navigation item of the screen below
///   (``BackButtonLabel/resolve(previous:)``); `nil` reads the localised "Back".
///
/// Read when the container appears and when it moves into or out of a stack, push and pop alike.
///
/// ```swift
/// let state = BackButtonState(of: container, in: container.navigationController)
/// toolbar.isRoot = state.isRoot
/// toolbar.backButtonAccessibilityLabel = state.accessibilityLabel
/// ```
package struct BackButtonState: Sendable, Hashable {
    /// Whether the screen is the root of its stack (or in none).
    var isRoot: Bool
    /// The back button's label, or `nil` for "Back".
    package var accessibilityLabel: String?

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - isRoot: Whether the screen is the root.
    ///   - accessibilityLabel: The label.
    package init(isRoot: Bool, accessibilityLabel: String?) {
        self.isRoot = isRoot
        self.accessibilityLabel = accessibilityLabel
    }

    /// The state of the stack entry `entry` (a container) in `stack`.
    ///
    /// - Parameters:
    ///   - entry: The container, as the stack holds it.
    ///   - stack: Its navigation controller, or `nil`.
    /// - Complexity: O(n) in the stack's depth.
    @MainActor
    package init<Stack: ToolbarStackPort>(of entry: AnyObject, in stack: Stack?) {
        let entries = stack?.viewControllers ?? []
        guard let index = entries.firstIndex(where: { $0 === entry }), index > 0 else {
            self.init(isRoot: true, accessibilityLabel: nil)
            return
        }
        self.init(
            isRoot: false,
            accessibilityLabel: BackButtonLabel.resolve(previous: entries[index - 1].screenNavigationItem))
    }
}
