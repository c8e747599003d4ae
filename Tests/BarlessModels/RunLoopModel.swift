import TransitionKit

/// The main run loop, one turn at a time.
///
/// A turn (``runTurn()``) first runs the blocks queued on the main dispatch queue before the turn
/// began (the main queue is serviced by the main run loop: Dispatch's queue.h,
/// `dispatch_get_main_queue`), then, as the loop is about to wait, the observers of
/// `kCFRunLoopBeforeWaiting` (CFRunLoop.h:47) in the order they were added.
@MainActor
package final class RunLoopModel: MainQueuePort {
    private var mainQueue: [@MainActor () -> Void] = []
    /// How many turns ran.
    package private(set) var turns = 0

    /// Creates an idle run loop.
    package init() {}

    /// `DispatchQueue.main.async`.
    package func async(_ body: @escaping @MainActor () -> Void) {
        mainQueue.append(body)
    }

    /// Runs one turn of the loop.
    package func runTurn() {
        turns += 1
        let blocks = mainQueue
        mainQueue.removeAll()
        for block in blocks { block() }
    }
}
