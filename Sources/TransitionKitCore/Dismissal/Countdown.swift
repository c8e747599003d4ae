/// Runs an action once, at the last of `count` ticks (the zoom dismissal's position and scale springs both
/// arriving); later ticks are ignored, and a count of 0 or less runs it at the first.
@MainActor
package final class Countdown {
    private var remaining: Int
    private var action: (@MainActor () -> Void)?

    package init(_ count: Int, action: @escaping @MainActor () -> Void) {
        remaining = count
        self.action = action
    }

    /// One of the awaited things finished.
    package func tick() {
        remaining -= 1
        guard remaining <= 0, let action else { return }
        self.action = nil
        action()
    }
}
