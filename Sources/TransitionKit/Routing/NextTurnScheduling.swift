/// Runs an action on the main queue's next turn (`DispatchQueue.main.async` on device).
///
/// SwiftUI does not allow publishing from inside a view update, so what an update decides to
/// publish is published on the next turn; a presentation's binding waits for the next turn
/// the same way (UIKit refuses a presentation from inside a transition's end).
@MainActor
package protocol NextTurnScheduling {
    /// Runs `action` on the next turn of the main queue.
    ///
    /// - Parameter action: The action.
    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void)
}
