/// Per-push overrides (resolution step 1): the value passed with one push, kept for that push
/// and for the pop that undoes it.
///
/// ```swift
/// var overrides = ScreenOverrides<Screen, Style>()
/// overrides.set(.zoom, for: detail)                  // pushViewController(detail, transition: .zoom)
/// overrides.value(for: detail)                       // .zoom on the push to detail…
/// overrides.stackDidSettle([grid, detail])           // …shown…
/// overrides.value(for: detail)                       // …and on the pop from detail
/// overrides.stackDidSettle([grid])                   // popped: forgotten
/// ```
///
/// Screens are held weakly: a deallocated screen's entry is dropped. An entry is forgotten once
/// its screen has been on the stack and has left it (a finished pop); a cancelled pop keeps it.
/// Setting a screen again replaces its value. An entry whose push never showed (refused) stays
/// until its screen is deallocated or shown and removed.
///
/// - Complexity: Linear in the number of pending overrides (usually zero or one).
package struct ScreenOverrides<Screen: AnyObject, Value> {
    private struct Entry {
        weak var screen: Screen?
        var value: Value
        var hasBeenShown: Bool
    }

    private var entries: [Entry] = []

    /// Creates an empty set of overrides.
    package init() {}

    /// The number of entries whose screen is still alive.
    package var count: Int { entries.lazy.filter { $0.screen != nil }.count }

    /// Records `value` for the push of `screen` (replacing an earlier one).
    ///
    /// - Parameters:
    ///   - value: The override.
    ///   - screen: The screen about to be pushed.
    package mutating func set(_ value: Value, for screen: Screen) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
        entries.append(Entry(screen: screen, value: value, hasBeenShown: false))
    }

    /// The override for a navigation to or from `screen`, if any.
    ///
    /// - Parameter screen: The pushed screen on a push, the popped screen on a pop.
    /// - Returns: The value, or `nil`.
    package func value(for screen: Screen) -> Value? {
        entries.first { $0.screen === screen }?.value
    }

    /// Updates the entries after a navigation settled on `stack` (root first).
    ///
    /// - Parameter stack: The navigation stack now shown.
    package mutating func stackDidSettle(_ stack: [Screen]) {
        entries = entries.compactMap { entry in
            guard let screen = entry.screen else { return nil }
            let onStack = stack.contains { $0 === screen }
            if onStack {
                var shown = entry
                shown.hasBeenShown = true
                return shown
            }
            return entry.hasBeenShown ? nil : entry
        }
    }
}
