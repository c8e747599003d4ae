#if canImport(UIKit)
    import Foundation

    /// Runs an action on the main queue's next turn.
    package struct MainQueueNextTurn: NextTurnPort {
        package init() {}

        /// `DispatchQueue.main.async`.
        package func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
            DispatchQueue.main.async { action() }
        }
    }
#endif
