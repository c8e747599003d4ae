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
