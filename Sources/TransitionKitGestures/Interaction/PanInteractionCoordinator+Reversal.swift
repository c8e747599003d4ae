import Foundation

extension PanInteractionCoordinator {
    /// Turns the transition running on its own (started by a button or a command, or released by
    /// a finger and settling) around in place, as a catch followed at once by a release toward the
    /// other end: the navigation side's answer to a command that undoes the running transition
    /// (a Back tap while the push runs).
    ///
    /// Through UIKit's documented path for an interruptible transition: the interaction is paused
    /// (`pauseInteractiveTransition`), the on-screen progress read from the paused animator
    /// (``onScreenProgress()``), then the transition continues on the release spring toward the
    /// other end (`cancel()` for a finishing transition, `finish()` for a cancelling one), handing
    /// off the velocity it has now (``settlingVelocity(at:now:)``). UIKit completes it once, with the new
    /// outcome: `completeTransition(false)` for a push turned back.
    ///
    /// - Returns: Whether it was turned around; `false` (nothing changes) when no transition runs
    ///   on its own now: idle, a finger or the app's gesture holds it (the finger decides), its
    ///   animator is not interruptible, it has completed, or the navigation controller is gone.
    package func reverseRunningTransition() -> Bool {
        guard navigation != nil, context != nil, machine.acceptsTouchDown,
            case .settling(let outcome) = machine.phase
        else { return false }
        let now = clock()
        let caught = catchRunningTransition()
        guard case .pause(let progress) = caught else { return false }
        let velocity = settlingVelocity(at: progress, now: now)
        // Handles of earlier stretches (an app gesture's) stop driving; no recognizer drives it.
        stretch &+= 1
        drivingGesture = nil
        drivingHandle = nil
        perform(caught)
        perform(machine.end(outcome == .finish ? .cancel : .finish, velocity: velocity))
        return true
    }

    /// The forward progress velocity (progress per second) of the transition running on its own
    /// at `now` (``SettlingRun/velocity(progress:at:ownTiming:)``): its timing curve's derivative
    /// or its release spring's state since it started or was last released (``settleAnchor``);
    /// the average up to `progress` when the animator's timing is unknown; 0 without a run.
    ///
    /// - Parameters:
    ///   - progress: The forward progress on screen now, read on the paused animator.
    ///   - now: The clock's seconds now.
    func settlingVelocity(at progress: Double, now: TimeInterval) -> Double {
        let ownTiming = animationController?.runningTiming.flatMap { timing in
            runningAnimator().map { (timing, $0.duration) }
        }
        return settleAnchor?.velocity(progress: progress, at: now, ownTiming: ownTiming) ?? 0
    }
}
