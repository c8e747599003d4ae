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
    package var isRoot: Bool
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
