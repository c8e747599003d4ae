/// What `View.transitionToolbar(title:leading:trailing:)` shows, decided from its arguments; the
/// SwiftUI modifier only draws it.
///
/// | argument | shown |
/// | --- | --- |
/// | `title: nil` | an empty title (none) |
/// | an item naming an SF Symbol that exists | the symbol, read to VoiceOver as the item's title |
/// | an item naming no symbol, an empty name or one that does not exist | the item's title |
///
/// ```swift
/// TransitionToolbarContent.label(of: item) { UIImage(systemName: $0) != nil }
/// // Label(symbol: "square.and.arrow.up", text: "Share"): the symbol, read as "Share"
/// ```
package enum TransitionToolbarContent {
    /// What one button shows: a symbol read to VoiceOver as the text, or the text.
    package struct Label: Equatable, Sendable {
        /// The SF Symbol shown, or `nil` to show ``text``.
        package var symbol: String?
        /// The title shown without a symbol; with one, the symbol's VoiceOver label.
        package var text: String
    }

    /// The bar's title.
    ///
    /// - Parameter title: The shorthand's title.
    /// - Returns: `title`; an empty title for `nil`.
    package static func title(_ title: String?) -> String {
        title ?? ""
    }

    /// What a button shows: its symbol when it names one that exists, else its title.
    ///
    /// - Parameters:
    ///   - item: The button.
    ///   - symbolExists: Whether an SF Symbol of that name exists (on device
    ///     `UIImage(systemName:) != nil`); not asked for a missing or empty name.
    /// - Returns: The label.
    package static func label(
        of item: TransitionToolbarItem, symbolExists: (String) -> Bool
    ) -> Label {
        guard let name = item.systemImage, !name.isEmpty, symbolExists(name) else {
            return Label(symbol: nil, text: item.title)
        }
        return Label(symbol: name, text: item.title)
    }
}
