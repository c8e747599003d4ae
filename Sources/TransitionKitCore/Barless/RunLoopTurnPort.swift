/// The main run loop's turns, heard once each before the loop waits (`kCFRunLoopBeforeWaiting`,
/// CFRunLoop.h:47, :150), in the common modes so it fires while a scroll view tracks; `invalidate()` is
/// `CFRunLoopObserverInvalidate` (:156).
@MainActor
package protocol RunLoopTurnPort: AnyObject {
    /// Until the returned observation is invalidated or released.
    func observeTurns(_ body: @escaping @MainActor () -> Void) -> any RunLoopTurnObservation
}

/// One observation of the main run loop's turns (see ``RunLoopTurnPort``).
@MainActor
package protocol RunLoopTurnObservation: AnyObject {
    /// Ends the observation: its body is not called again.
    func invalidate()
}
