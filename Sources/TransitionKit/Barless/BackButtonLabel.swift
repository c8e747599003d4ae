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
public enum BackButtonLabel {
    /// The fallback label, and its localisation key.
    public static let fallback = "Back"

    /// Chooses the label.
    ///
    /// - Parameters:
    ///   - backBarButtonTitle: The previous item's `backBarButtonItem?.title`.
    ///   - backButtonTitle: The previous item's `backButtonTitle`.
    ///   - title: The previous item's `title`.
    /// - Returns: The first candidate that is not `nil` and not only whitespace, else `nil`
    ///   (the caller uses its localised ``fallback``).
    public static func resolve(backBarButtonTitle: String?, backButtonTitle: String?, title: String?)
        -> String?
    {
        for candidate in [backBarButtonTitle, backButtonTitle, title] {
            if let candidate, !candidate.allSatisfy(\.isWhitespace) { return candidate }
        }
        return nil
    }
}
