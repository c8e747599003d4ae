/// VoiceOver's label for the bar-less back button (a chevron only): UIKit's title from the previous
/// screen, else "Back", localized by the UIKit layer.
enum BackButtonLabel {
    /// The fallback label, and its localization key.
    package static let fallback = "Back"

    /// The first candidate neither `nil` nor blank, in UIKit's order; `nil` means the localized ``fallback``.
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

    /// `.generic` "ignores .title and .backButtonTitle (but *not* .backBarButtonItem.title)"
    /// (UINavigationItem.h:31); `.minimal` still uses every title, since VoiceOver reads it. `nil` is "Back".
    @MainActor
    package static func resolve(previous: some NavigationItemPort) -> String? {
        let generic = previous.backButtonDisplayMode.rawValue == genericDisplayModeRawValue
        return resolve(
            backBarButtonTitle: previous.backBarButtonItem?.title,
            backButtonTitle: generic ? nil : previous.backButtonTitle,
            title: generic ? nil : previous.title)
    }
}

/// Whether a bar-less screen shows a back button, and what VoiceOver reads for it. Read when its
/// container appears or moves into or out of a stack.
package struct BackButtonState: Sendable, Hashable {
    /// Whether the screen is the root of its stack (or in none).
    package var isRoot: Bool
    /// The back button's label, or `nil` for "Back".
    package var accessibilityLabel: String?

    package init(isRoot: Bool, accessibilityLabel: String?) {
        self.isRoot = isRoot
        self.accessibilityLabel = accessibilityLabel
    }

    /// `entry` is the container as the stack holds it; outside a stack or at its bottom it is the root.
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
