/// Keeps a dragged dismissal's UIKit transition open until the screen's settling springs end.
///
/// A zoom dismissal lets go of its interaction at the release (observers see the finger lift, the
/// rest of the transition continues), but the dragged screen is still flying on the dismissal's
/// own springs: the transition must not restore or remove it — nor call `completeTransition` —
/// before they arrive. The `ZoomDismissalCoordinator` makes one hold per dismissal and hands it
/// to the transition it starts (`ZoomDismissalPorts.beginDismissal(holding:)`); the library's
/// animator runs its end (restoring, removing, completing) only after ``release()``.
///
/// ```swift
/// let hold = SettleHold()
/// hold.afterRelease { context.completeTransition(true) }   // waits
/// hold.release()                                           // the springs arrived: runs it, once
/// ```
///
/// ## Outcomes
/// Released once; later releases do nothing. An action given after the release runs at once. A
/// hold that goes away unreleased (its dismissal and springs were dropped) runs its waiting
/// actions on the main actor's next turn, so a transition is never left open.
@MainActor
package final class SettleHold {
    /// Whether the hold was released.
    package private(set) var isReleased = false
    private var waiting: [@MainActor @Sendable () -> Void] = []

    /// A hold, not released.
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
    ///
    /// - Parameter action: What waits for the settle.
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
