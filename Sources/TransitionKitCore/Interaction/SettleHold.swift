/// Keeps a zoom dismissal's transition from restoring, removing or completing before the screen's own springs
/// arrive. Released once; unreleased when dropped, it releases on the next turn (`GesturesInternals`).
@MainActor
package final class SettleHold {
    package private(set) var isReleased = false
    private var waiting: [@MainActor @Sendable () -> Void] = []

    package init() {}

    deinit {
        // Not isolated: `waiting` holds main-actor closures, run there later.
        let waiting = waiting
        guard !waiting.isEmpty else { return }
        Task { @MainActor in
            for action in waiting { action() }
        }
    }

    /// Runs `action` once the hold is released (now, when it already is).
    package func afterRelease(_ action: @escaping @MainActor @Sendable () -> Void) {
        guard !isReleased else { return action() }
        waiting.append(action)
    }

    /// The settle ended: the waiting actions run, in the order given. Later calls do nothing.
    package func release() {
        guard !isReleased else { return }
        isReleased = true
        let waiting = self.waiting
        self.waiting = []
        for action in waiting { action() }
    }
}
