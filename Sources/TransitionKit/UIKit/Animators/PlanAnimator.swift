#if canImport(UIKit)
    import UIKit

    /// Turns a ``TransitionPlan`` and a role→view mapping into one `UIViewPropertyAnimator`.
    ///
    /// This is the one place where plans meet UIKit; every built-in animator uses it, and custom
    /// choreographies can too. The animator it makes is interruptible and suitable to return from
    /// `interruptibleAnimator(using:)` for the whole transition: it is created once and cached.
    ///
    /// ```swift
    /// let planAnimator = PlanAnimator(plan: plan, targets: [.fromView: .init(view: from), .toView: .init(view: to, keepsFinalState: true)], container: context.containerView)
    /// planAnimator.onCompletion = { position in context.completeTransition(position == .end) }
    /// planAnimator.animator.startAnimation()
    /// ```
    ///
    /// An element moving over the whole transition animates directly; one with a partial window
    /// becomes a keyframe inside the same animator. Either way scrubbing
    /// `fractionComplete` shows exactly the plan's linear (scrubbed) states and running shows its
    /// states with the plan's timing applied.
    ///
    /// When the animator ends, temporary views (snapshots, dimming, shadow) are removed; a view whose
    /// target ``PlanAnimatorTarget/keepsFinalState`` keeps its end state if the transition finished;
    /// every other touched property of every view — including all of them when the transition was
    /// cancelled — is restored to what it was before the plan animator touched it. ``onCompletion`` is
    /// called exactly once, after that cleanup.
    ///
    /// Roles in the plan without a target are skipped (a missing view is not an error). The
    /// playing itself is `PlanPlayback`'s, in neutral code; this class puts UIKit's types on it.
    @MainActor
    public final class PlanAnimator {
        package let plan: TransitionPlan
        /// Called once when the animator ends, with its final position.
        public var onCompletion: ((UIViewAnimatingPosition) -> Void)?

        private let playback: PlanPlayback<UIKitPropertyAnimatorMaker, UIView, UIViewController>

        /// Creates a plan animator and captures the original properties of every target view.
        ///
        /// - Parameters:
        ///   - plan: The plan to play.
        ///   - targets: The view playing each role.
        ///   - container: The transition's container view; screens and temporary views are placed
        ///     in it in plan order (back to front). Pass `nil` to leave the view hierarchy alone.
        public init(plan: TransitionPlan, targets: [Role: PlanAnimatorTarget], container: UIView?) {
            self.plan = plan
            playback = PlanPlayback(
                plan: plan, targets: targets.mapValues(\.playbackTarget), container: container,
                animations: UIKitPropertyAnimatorMaker())
            playback.onCompletion = { [weak self] position in
                let completion = self?.onCompletion
                self?.onCompletion = nil
                completion?(position.uiKitPosition)
            }
        }

        deinit {
            // Not isolated: only the playback (a main-actor object, so Sendable) is read here. UIKit
            // raises when a paused or stopped animator is released; the task keeps it until the
            // main actor has stopped and finished it where it is and put the views back.
            let playback = playback
            Task { @MainActor in playback.finish(at: .current) }
        }

        /// Whether the animator has ended (and cleanup has run).
        var isFinished: Bool { playback.isFinished }

        /// The animator for the whole transition, created on first use and then always the same.
        ///
        /// Creating it places the views and applies every element's start state without animation.
        public var animator: UIViewPropertyAnimator { playback.animator.animator }

        /// Without an animator, for previews and tests on device.
        func applyStates(at progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing) {
            playback.applyStates(at: progress, evaluation: evaluation)
        }

        /// Once only. An animator still active is stopped and finished at `position` first, so it can be
        /// released; only `.end` keeps the finished state.
        package func finish(at position: UIViewAnimatingPosition) {
            playback.finish(at: AnimatingPosition(position))
        }
    }
#endif
