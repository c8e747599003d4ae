/// The main run loop's turns, as the toolbar coordinator listens to them: once per turn, as the
/// loop is about to wait for its next event.
///
/// ```swift
/// observation = turns.observeTurns { [weak self] in self?.update() }
/// observation?.invalidate()
/// ```
///
/// On device `MainRunLoop` conforms with a `CFRunLoopObserver` made by
/// `CFRunLoopObserverCreateWithHandler` for `kCFRunLoopBeforeWaiting` ("Inside the event
/// processing loop before the run loop sleeps", CFRunLoop.h:47, :150), repeating, added to the
/// main run loop's common modes (so it also fires while a scroll view tracks); `invalidate()` is
/// `CFRunLoopObserverInvalidate` (:156), and releasing the observation invalidates it too. Every
/// change an app makes while handling an event, a timer or a main-queue block is therefore seen
/// before the loop waits — whatever setter made it. In tests `RunLoopModel` conforms and runs a
/// turn when told.
@MainActor
package protocol RunLoopTurnPort: AnyObject {
    /// Calls `body` on every later turn of the main run loop, before it waits, until the returned
    /// observation is invalidated or released.
    ///
    /// - Parameter body: The work, run on the main thread.
    /// - Returns: The observation.
    func observeTurns(_ body: @escaping @MainActor () -> Void) -> any RunLoopTurnObservation
}

/// One observation of the main run loop's turns (see ``RunLoopTurnPort``).
@MainActor
package protocol RunLoopTurnObservation: AnyObject {
    /// Ends the observation: its body is not called again.
    func invalidate()
}
