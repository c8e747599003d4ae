#if canImport(UIKit)
    import UIKit

    /// Turns a ``TransitionPlan`` and a role→view mapping into one `UIViewPropertyAnimator`.
    ///
    /// This is the one place where plans meet UIKit; every built-in animator uses it, and custom
    /// choreographies can too. The animator it makes is interruptible and suitable to return from
    /// `interruptibleAnimator(using:)` for the whole transition: it is created once and cached.
    ///
    /// ```swift
    /// let realiser = PlanRealiser(plan: plan, targets: [.fromView: .init(view: from), .toView: .init(view: to, keepsFinalState: true)], container: context.containerView)
    /// realiser.onCompletion = { position in context.completeTransition(position == .end) }
    /// realiser.animator.startAnimation()
    /// ```
    ///
    /// An element moving over the whole transition animates directly; one with a partial window
    /// becomes a keyframe inside the same animator. Either way scrubbing
    /// `fractionComplete` shows exactly ``TransitionPlan/Evaluation/scrubbing`` states and running
    /// shows ``TransitionPlan/Evaluation/running`` states.
    ///
    /// When the animator ends, temporary views (snapshots, dimming, shadow) are removed; a view whose
    /// target ``RealiserTarget/keepsFinalState`` keeps its end state if the transition finished;
    /// every other touched property of every view — including all of them when the transition was
    /// cancelled — is restored to what it was before the realiser touched it. ``onCompletion`` is
    /// called exactly once, after that cleanup.
    ///
    /// Roles in the plan without a target are skipped (a missing view is not an error).
    @MainActor
    public final class PlanRealiser {
        /// The plan being realised.
        public let plan: TransitionPlan
        /// Called once when the animator ends, with its final position.
        public var onCompletion: ((UIViewAnimatingPosition) -> Void)?
        /// Whether the animator has ended (and cleanup has run).
        public private(set) var isFinished = false

        private let container: UIView?
        private let bindings: [Binding]
        private var cachedAnimator: UIViewPropertyAnimator?

        private struct Binding {
            let element: TransitionPlan.Element
            let target: RealiserTarget
            let original: CapturedProperties
        }

        /// Creates a realiser and captures the original properties of every target view.
        ///
        /// - Parameters:
        ///   - plan: The plan to realise.
        ///   - targets: The view playing each role.
        ///   - container: The transition's container view; screens and temporary views are placed
        ///     in it in plan order (back to front). Pass `nil` to leave the view hierarchy alone.
        public init(plan: TransitionPlan, targets: [Role: RealiserTarget], container: UIView?) {
            self.plan = plan
            self.container = container
            bindings = plan.elements.compactMap { element in
                guard let target = targets[element.role] else { return nil }
                return Binding(
                    element: element, target: target,
                    original: CapturedProperties(view: target.view, viewController: target.viewController))
            }
        }

        /// The animator for the whole transition, created on first use and then always the same.
        ///
        /// Creating it places the views and applies every element's start state without animation.
        public var animator: UIViewPropertyAnimator {
            if let cachedAnimator { return cachedAnimator }
            let animator = makeAnimator()
            cachedAnimator = animator
            return animator
        }

        /// Applies the states at a progress directly, without an animator (for previews and tests
        /// on device).
        ///
        /// - Parameters:
        ///   - progress: The progress.
        ///   - evaluation: Running or scrubbing semantics.
        public func applyStates(at progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing) {
            let linear = plan.effectiveProgress(progress, evaluation: evaluation)
            for binding in bindings {
                apply(binding.element.state(at: linear), to: binding)
            }
        }

        /// Ends the transition early without an animator: cleans up as if it ended at `position`.
        /// Does nothing if it has already ended.
        ///
        /// - Parameter position: `.end` to keep the finished state, anything else to restore.
        public func finish(at position: UIViewAnimatingPosition) {
            guard !isFinished else { return }
            isFinished = true
            for binding in bindings {
                let keepsEnd = RestoreSet.keepsEndState(
                    finished: position == .end, targetKeepsFinalState: binding.target.keepsFinalState)
                if keepsEnd { apply(binding.element.to, to: binding) }
                binding.original.restore(
                    RestoreSet.restored(for: binding.element, keepsEndState: keepsEnd),
                    view: binding.target.view, viewController: binding.target.viewController)
                if binding.element.role.isTemporary { binding.target.view.removeFromSuperview() }
            }
            let completion = onCompletion
            onCompletion = nil
            completion?(position)
        }

        private func makeAnimator() -> UIViewPropertyAnimator {
            UIView.performWithoutAnimation {
                for binding in bindings where binding.element.role.isArrangedInContainer {
                    container?.addSubview(binding.target.view)
                }
                for binding in bindings { apply(binding.element.from, to: binding) }
                container?.layoutIfNeeded()
            }
            let animator = UIViewPropertyAnimator(
                duration: plan.duration, timingParameters: plan.timing.timingParameters())
            animator.addAnimations { [weak self] in
                guard let self else { return }
                // Whole-transition elements animate directly, so they follow the animator's timing
                // exactly (curve or spring); partial windows become keyframes of the same run.
                for binding in self.bindings where binding.element.spansWholeTransition {
                    self.apply(binding.element.to, to: binding)
                }
                let windowed = self.bindings.filter { !$0.element.spansWholeTransition }
                guard !windowed.isEmpty else { return }
                UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
                    for binding in windowed {
                        let window = binding.element.window
                        UIView.addKeyframe(
                            withRelativeStartTime: window.start, relativeDuration: window.duration
                        ) {
                            self.apply(binding.element.to, to: binding)
                        }
                    }
                }
            }
            animator.addCompletion { [weak self] position in
                self?.finish(at: position)
            }
            return animator
        }

        private func apply(_ state: VisualState, to binding: Binding) {
            binding.target.view.apply(state, clipsToCorners: binding.element.clipsToCorners)
            binding.target.viewController?.applySafeAreaInsets(of: state)
        }
    }
#endif
