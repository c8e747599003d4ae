/// The bookkeeping of one vended animator (UIViewControllerTransitioning.h): `completeTransition(_:)`
/// exactly once, one animator per transition, released in `animationEnded(_:)`, whatever the order.
package struct AnimatorLifecycle: Sendable, Hashable {
    package enum Phase: Sendable, Hashable {
        /// Nothing created yet.
        case idle
        /// The property animator exists (placed views, start states applied) but was not started
        /// by `animateTransition`.
        case prepared
        /// `animateTransition` started it.
        case running
        /// Completion was reported to UIKit with this result.
        case completed(finished: Bool)
        /// UIKit ended the transition; the animator is released.
        case ended
    }

    /// What to do when UIKit calls `animationEnded(_:)`.
    package enum EndAction: Sendable, Hashable {
        /// Completion already ran: just release the cached animator.
        case release
        /// Completion never ran: stop the animator, clean up at the end (`finished == true`) or
        /// the start position, then release — without calling `completeTransition`.
        case cleanUp(finished: Bool)
        /// Already ended: nothing to do.
        case nothing
    }

    package private(set) var phase: Phase = .idle

    /// Where the property animator stopped, in neutral terms (`UIViewAnimatingPosition`).
    package enum EndPosition: Sendable, Hashable {
        /// At the end state.
        case end
        /// Back at the start state.
        case start
        /// Somewhere in between (stopped and finished at its current values).
        case current

        package init(_ position: AnimatingPosition) {
            switch position {
            case .end: self = .end
            case .start: self = .start
            case .current: self = .current
            }
        }
    }

    /// `.end` finished, `.start` was cancelled, `.current` follows the context's `transitionWasCancelled`.
    package static func finished(at position: EndPosition, wasCancelled: Bool) -> Bool {
        switch position {
        case .end: return true
        case .start: return false
        case .current: return !wasCancelled
        }
    }

    /// UIKit may still ask for `interruptibleAnimator(using:)` after the end: a new animator would put the
    /// screens back into their start states, so the spent one is handed back.
    package var mayBuildAnimator: Bool {
        switch phase {
        case .idle, .prepared, .running: return true
        case .completed, .ended: return false
        }
    }

    package init() {}

    /// Records that the property animator was created.
    package mutating func prepare() {
        if phase == .idle { phase = .prepared }
    }

    /// `true` once, and only with an inactive animator: one an interaction controller started (and paused)
    /// is never restarted.
    package mutating func shouldStart(animatorIsInactive: Bool) -> Bool {
        switch phase {
        case .idle, .prepared:
            guard animatorIsInactive else {
                phase = .running
                return false
            }
            phase = .running
            return true
        case .running, .completed, .ended:
            return false
        }
    }

    /// `true` exactly once per life: call `completeTransition(finished)` now.
    package mutating func complete(finished: Bool) -> Bool {
        switch phase {
        case .idle, .prepared, .running:
            phase = .completed(finished: finished)
            return true
        case .completed, .ended:
            return false
        }
    }

    /// Without a completion (UIKit gave up) asks for a cleanup at UIKit's flag, never a second
    /// `completeTransition`; a second end does nothing.
    package mutating func end(transitionCompleted: Bool) -> EndAction {
        switch phase {
        case .ended:
            return .nothing
        case .completed:
            phase = .ended
            return .release
        case .idle, .prepared, .running:
            phase = .ended
            return .cleanUp(finished: transitionCompleted)
        }
    }
}
