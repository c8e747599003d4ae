/// The bookkeeping of one vended animator: when it may start, that it reports completion to
/// UIKit exactly once, and what to clean up when UIKit ends the transition.
///
/// UIKit's contract (`UIViewControllerTransitioning.h`): `completeTransition(_:)` is called
/// exactly once; `interruptibleAnimator(using:)` returns the same animator for the whole
/// transition, released in `animationEnded(_:)`. `TransitionRun` feeds this machine its events
/// and performs the answers.
///
/// ```swift
/// var lifecycle = AnimatorLifecycle()
/// lifecycle.prepare()                                     // the property animator was made
/// lifecycle.shouldStart(animatorIsInactive: true)         // true: animateTransition starts it
/// lifecycle.complete(finished: true)                      // true: call completeTransition(true)
/// lifecycle.complete(finished: true)                      // false: never twice
/// lifecycle.end(transitionCompleted: true)                // .release
/// ```
///
/// ## Events out of order
/// A completion after ``end(transitionCompleted:)`` is ignored (returns `false`). An end without a
/// completion — UIKit gave up on the transition — asks for a cleanup at the position UIKit reports,
/// without calling `completeTransition` again. A second end does nothing. Starting is refused once
/// the animator runs, completed or ended, so an interaction controller that already started (and
/// paused) the animator is never restarted by `animateTransition`.
package struct AnimatorLifecycle: Sendable, Hashable {
    /// Where the animator is in its life.
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

    /// The current phase.
    package private(set) var phase: Phase = .idle

    /// Where the property animator stopped, in neutral terms (`UIViewAnimatingPosition`).
    package enum EndPosition: Sendable, Hashable {
        /// At the end state.
        case end
        /// Back at the start state.
        case start
        /// Somewhere in between (stopped and finished at its current values).
        case current

        /// The position a property animator reported (`UIViewAnimatingPosition`).
        ///
        /// - Parameter position: The animator's final position.
        package init(_ position: AnimatingPosition) {
            switch position {
            case .end: self = .end
            case .start: self = .start
            case .current: self = .current
            }
        }
    }

    /// Whether a transition whose animator ended at `position` finished: `.end` finished, `.start`
    /// was cancelled, and `.current` follows the context's `transitionWasCancelled`.
    ///
    /// - Parameters:
    ///   - position: Where the animator ended.
    ///   - wasCancelled: The transition context's `transitionWasCancelled`.
    package static func finished(at position: EndPosition, wasCancelled: Bool) -> Bool {
        switch position {
        case .end: return true
        case .start: return false
        case .current: return !wasCancelled
        }
    }

    /// Whether the animator may still be built. Once the transition completed or ended, UIKit can
    /// still ask for `interruptibleAnimator(using:)` (a late touch, a coordinator query): the
    /// animation controller must then hand back the spent animator rather than build a new one
    /// that would put the screens back into their start states.
    package var mayBuildAnimator: Bool {
        switch phase {
        case .idle, .prepared, .running: return true
        case .completed, .ended: return false
        }
    }

    /// Creates a machine in ``Phase/idle``.
    package init() {}

    /// Records that the property animator was created.
    package mutating func prepare() {
        if phase == .idle { phase = .prepared }
    }

    /// Whether `animateTransition` should start the property animator now.
    ///
    /// - Parameter animatorIsInactive: Whether the property animator's state is `.inactive` (not
    ///   started or paused by an interaction controller).
    /// - Returns: `true` once, from ``Phase/idle`` or ``Phase/prepared`` with an inactive animator.
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

    /// Records that the animator ended and whether to report it to UIKit.
    ///
    /// - Parameter finished: Whether it ended at the end position.
    /// - Returns: `true` exactly once per life: call `completeTransition(finished)` now.
    package mutating func complete(finished: Bool) -> Bool {
        switch phase {
        case .idle, .prepared, .running:
            phase = .completed(finished: finished)
            return true
        case .completed, .ended:
            return false
        }
    }

    /// Records UIKit's `animationEnded(_:)`.
    ///
    /// - Parameter transitionCompleted: The flag UIKit passes.
    /// - Returns: What to clean up.
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
