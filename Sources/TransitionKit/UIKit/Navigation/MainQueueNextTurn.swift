#if canImport(UIKit)
    import Foundation

    /// Runs an action on the main queue's next turn.
    struct MainQueueNextTurn: NextTurnScheduling {
        /// `DispatchQueue.main.async`.
        ///
        /// - Parameter action: The action.
        func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
            DispatchQueue.main.async { action() }
        }
    }
#endif
