/// Runs an action once, when it has been told a number of times that something finished: the
/// zoom dismissal's two settling springs (position and scale) end the settle when both arrived.
///
/// ```swift
/// let both = Countdown(2) { completion(true) }
/// position.addCompletion { _ in both.tick() }
/// scale.addCompletion { _ in both.tick() }
/// ```
///
/// Ticks after the action ran are ignored; a count of 0 or less runs it at the first tick.
@MainActor
package final class Countdown {
    private var remaining: Int
    private var action: (@MainActor () -> Void)?

    /// Creates a countdown.
    ///
    /// - Parameters:
    ///   - count: How many ticks run the action.
    ///   - action: Run once, at the last tick.
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
