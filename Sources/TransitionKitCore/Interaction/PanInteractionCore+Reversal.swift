import Foundation

extension PanInteractionCore {
    /// Turns a transition running on its own around in place (a Back tap during a push): a catch, then a
    /// release toward the other end at its current velocity; `false` when it cannot be caught.
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

    /// Progress per second of the transition running on its own at `now` (clock seconds); 0 without a run.
    func settlingVelocity(at progress: Double, now: TimeInterval) -> Double {
        let ownTiming = animationController?.runningTiming.flatMap { timing in
            runningAnimator().map { (timing, $0.duration) }
        }
        return settleAnchor?.velocity(progress: progress, at: now, ownTiming: ownTiming) ?? 0
    }
}
