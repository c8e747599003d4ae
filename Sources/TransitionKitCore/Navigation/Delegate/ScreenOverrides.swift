/// A per-push override, kept for that push and the pop that undoes it; screens are held weakly. An entry
/// is forgotten once its screen was on the stack and left it; a cancelled pop keeps it.
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

    package mutating func set(_ value: Value, for screen: Screen) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
        entries.append(Entry(screen: screen, value: value, hasBeenShown: false))
    }

    /// `screen` is the pushed screen on a push, the popped screen on a pop.
    package func value(for screen: Screen) -> Value? {
        entries.first { $0.screen === screen }?.value
    }

    /// `stack` is root first. An override whose push never showed stays until its screen is deallocated or
    /// shown and removed.
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
