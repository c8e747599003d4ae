/// Runs an action on the main queue's next turn (`DispatchQueue.main.async` on device).
///
/// What waits for the next turn: what a SwiftUI update decides to publish (SwiftUI does not allow
/// publishing from inside a view update), and what UIKit refuses from inside a transition's end
/// (a presentation binding's next presentation, a navigator's queued request).
@MainActor
package protocol NextTurnScheduling {
    /// Runs `action` on the next turn of the main queue.
    ///
    /// - Parameter action: The action.
    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void)
}
