/// UIKit's navigation posts a screen change after its transitions and a custom animator does not, so the
/// library posts `.screenChanged` (UIAccessibilityConstants.h:121, UIAccessibility.h:410) for the shown
/// screen before observers hear the end, so an observer may post its own to focus a particular element.
enum ScreenChange {
    /// The arriving screen when it finished, the leaving one when cancelled (an interactive pop let go, a
    /// dismissal dragged back): the screen VoiceOver focuses.
    static func shownScreen<Screen>(finished: Bool, from: Screen, to: Screen) -> Screen {
        finished ? to : from
    }
}
