import TransitionKitCore

/// The main run loop, one turn at a time.
///
/// A turn (``runTurn()``) ends, as the loop is about to wait, by calling the observers of
/// `kCFRunLoopBeforeWaiting` ("Inside the event processing loop before the run loop sleeps",
/// CFRunLoop.h:47) in the order they were added. An observation made with
/// `CFRunLoopObserverCreateWithHandler(…, repeats: true, …)` (:150) fires every turn until
/// `CFRunLoopObserverInvalidate` (:156); the device adapter also invalidates it when released,
/// which the model follows by holding observations weakly.
@MainActor
package final class RunLoopModel: RunLoopTurnPort {
    private var observations: [Weak] = []
    /// How many turns ran.
    package private(set) var turns = 0

    private struct Weak {
        weak var observation: Observation?
    }

    /// An observation of the turns.
    private final class Observation: RunLoopTurnObservation {
        let body: @MainActor () -> Void
        var isValid = true

        init(body: @escaping @MainActor () -> Void) {
            self.body = body
        }

        func invalidate() {
            isValid = false
        }
    }

    /// Creates an idle run loop.
    package init() {}

    /// Adds a before-waiting observer.
    package func observeTurns(_ body: @escaping @MainActor () -> Void) -> any RunLoopTurnObservation {
        let observation = Observation(body: body)
        observations.append(Weak(observation: observation))
        return observation
    }

    /// The observations still valid and held.
    package var activeObservations: Int {
        observations.filter { $0.observation?.isValid == true }.count
    }

    /// Runs one turn of the loop: the app's `work` (event handling, timers, queued blocks), then
    /// the before-waiting observers.
    ///
    /// - Parameter work: What the app does during the turn.
    package func runTurn(_ work: () -> Void = {}) {
        turns += 1
        work()
        observations.removeAll { $0.observation?.isValid != true }
        for entry in observations {
            guard let observation = entry.observation, observation.isValid else { continue }
            observation.body()
        }
    }
}
