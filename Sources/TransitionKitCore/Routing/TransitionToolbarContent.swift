/// What `transitionToolbar(title:leading:trailing:)` shows, decided here so the SwiftUI modifier only
/// draws: a `nil` title is empty; an item shows its symbol if it exists, read as its title.
package enum TransitionToolbarContent {
    /// What one button shows: a symbol read to VoiceOver as the text, or the text.
    package struct Label: Equatable, Sendable {
        /// The SF Symbol shown, or `nil` to show ``text``.
        package var symbol: String?
        /// The title shown without a symbol; with one, the symbol's VoiceOver label.
        package var text: String
    }

    package static func title(_ title: String?) -> String {
        title ?? ""
    }

    /// `symbolExists` is `UIImage(systemName:) != nil` on device; not asked for a missing or empty name.
    package static func label(
        of item: TransitionToolbarItem, symbolExists: (String) -> Bool
    ) -> Label {
        guard let name = item.systemImage, !name.isEmpty, symbolExists(name) else {
            return Label(symbol: nil, text: item.title)
        }
        return Label(symbol: name, text: item.title)
    }
}
