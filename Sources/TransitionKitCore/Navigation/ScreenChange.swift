/// What VoiceOver is told when a transition ends, decided once for every kind of transition (push,
/// pop, and presentations when they join): UIKit's own navigation posts a screen change after its
/// transitions, a custom animator does not, so VoiceOver focus would stay on a screen that left.
///
/// After every animated transition that ends — finished or cancelled — the library posts
/// `UIAccessibility.post(notification: .screenChanged, argument:)` (UIAccessibilityConstants.h:121,
/// UIAccessibility.h:410) with the view of the screen shown now, so VoiceOver announces it and
/// moves focus to its first element. It is posted before observers hear `.didEnd` or `.didCancel`,
/// so an observer may post its own screen change to focus a particular element instead.
///
/// ```swift
/// ScreenChange.shownScreen(finished: true, from: list, to: detail)   // detail
/// ScreenChange.shownScreen(finished: false, from: list, to: detail)  // list: the pop was cancelled
/// ```
package enum ScreenChange {
    /// The screen shown once a transition ended: the arriving screen when it finished, the leaving
    /// one when it was cancelled (an interactive pop let go, a dismissal dragged back).
    ///
    /// - Parameters:
    ///   - finished: Whether the transition finished.
    ///   - from: The screen the transition left.
    ///   - to: The screen it showed.
    /// - Returns: The screen VoiceOver focuses.
    package static func shownScreen<Screen>(finished: Bool, from: Screen, to: Screen) -> Screen {
        finished ? to : from
    }
}
