/// Runs an action on the main queue's next turn (`DispatchQueue.main.async`): SwiftUI forbids publishing
/// inside a view update, and UIKit refuses a new navigation inside a transition's end.
@MainActor
package protocol NextTurnPort {
    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void)
}
