#if canImport(UIKit)
    import UIKit

    /// The one animation controller behind every built-in style: reads the transition's geometry,
    /// asks the decision for its plan and plays it through the shared ``PlanRealiser``.
    ///
    /// - `interruptibleAnimator(using:)` returns the same `UIViewPropertyAnimator` for the whole
    ///   transition (created on first use, released in `animationEnded(_:)`).
    /// - `animateTransition(using:)` only starts that animator, and only if no interaction
    ///   controller started it already.
    /// - `completeTransition(_:)` is called exactly once, from the realiser's completion, with
    ///   ``AnimatorLifecycle/finished(at:wasCancelled:)``; the realiser has restored every touched view (all of them on cancel)
    ///   and removed the temporary ones by then. ``AnimatorLifecycle`` keeps that bookkeeping.
    @MainActor
    final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        /// What plays (``TransitionDecision/player`` is `.library`): its duration is what UIKit
        /// is told, its plan is made when the transition runs.
        let decision: TransitionDecision
        /// The zoom's source view (registered order: in the screen nearer the root).
        weak var zoomSource: UIView?
        /// The zoom's destination view (in the pushed screen).
        weak var zoomDestination: UIView?
        /// Called once with `true` when the transition finished, `false` when it was cancelled.
        var onFinish: ((Bool) -> Void)?

        private var lifecycle = AnimatorLifecycle()
        private var realiser: PlanRealiser?
        /// The animator of a transition that has ended, handed back if UIKit asks again.
        private var spentAnimator: UIViewPropertyAnimator?
        private var pendingAlongside: [@MainActor () -> Void] = []
        private var hiddenViews: [(view: UIView, wasHidden: Bool)] = []

        /// Creates the animator.
        ///
        /// - Parameters:
        ///   - decision: What plays.
        ///   - zoomSource: The zoom's source view, if any.
        ///   - zoomDestination: The zoom's destination view, if any.
        init(decision: TransitionDecision, zoomSource: UIView?, zoomDestination: UIView?) {
            self.decision = decision
            self.zoomSource = zoomSource
            self.zoomDestination = zoomDestination
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            // The decision fixes the duration before any view is resolved.
            decision.duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let animator = propertyAnimator(using: transitionContext)
            if lifecycle.shouldStart(animatorIsInactive: animator.state == .inactive) {
                animator.startAnimation()
            }
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            propertyAnimator(using: transitionContext)
        }

        func animationEnded(_ transitionCompleted: Bool) {
            switch lifecycle.end(transitionCompleted: transitionCompleted) {
            case .nothing:
                return
            case .release:
                break
            case .cleanUp(let finished):
                if let animator = realiser?.animator {
                    // Never release a paused or stopped animator (UIKit raises): stop and finish it.
                    if animator.state == .active { animator.stopAnimation(true) }
                    if animator.state == .stopped { animator.finishAnimation(at: finished ? .end : .start) }
                }
                realiser?.finish(at: finished ? .end : .start)
                restoreHiddenViews()
                let onFinish = self.onFinish
                self.onFinish = nil
                onFinish?(finished)
            }
            spentAnimator = realiser?.animator ?? spentAnimator
            realiser = nil
            pendingAlongside = []
        }

        /// Adds animations to the transition's property animator, or keeps them until it exists.
        func addAlongsideAnimations(_ animations: @escaping @MainActor () -> Void) {
            if let realiser, !realiser.isFinished {
                realiser.animator.addAnimations(animations)
            } else if realiser == nil {
                pendingAlongside.append(animations)
            }
        }

        /// The cached property animator, built on first use.
        private func propertyAnimator(using context: any UIViewControllerContextTransitioning)
            -> UIViewPropertyAnimator
        {
            if let realiser { return realiser.animator }
            if !lifecycle.mayBuildAnimator, let spentAnimator { return spentAnimator }
            let scene = TransitionScene(context: context, operation: decision.operation)
            let zoomViews = scene.zoomViews(source: zoomSource, destination: zoomDestination)
            let geometry = scene.geometry(
                zoomSource: zoomViews.source, zoomDestination: zoomViews.destination)
            let plan = decision.plan(for: geometry)
            var targets = scene.targets(for: plan, layoutDirection: geometry.layoutDirection)
            if plan.element(for: .zoomSnapshot) != nil, let choice = ZoomSnapshotChoice.choose(for: geometry),
                let snapshot = scene.zoomSnapshot(
                    choice, source: zoomViews.source, destination: zoomViews.destination)
            {
                targets[.zoomSnapshot] = RealiserTarget(view: snapshot)
                hide([zoomViews.source, zoomViews.destination].compactMap { $0 })
            }
            let realiser = PlanRealiser(plan: plan, targets: targets, container: context.containerView)
            realiser.onCompletion = { [weak self] position in
                self?.realiserDidComplete(at: position, context: context)
            }
            self.realiser = realiser
            let animator = realiser.animator
            lifecycle.prepare()
            for animations in pendingAlongside { animator.addAnimations(animations) }
            pendingAlongside = []
            return animator
        }

        private func realiserDidComplete(
            at position: UIViewAnimatingPosition, context: any UIViewControllerContextTransitioning
        ) {
            restoreHiddenViews()
            let endPosition: AnimatorLifecycle.EndPosition =
                switch position {
                case .end: .end
                case .start: .start
                default: .current
                }
            let finished = AnimatorLifecycle.finished(
                at: endPosition, wasCancelled: context.transitionWasCancelled)
            guard lifecycle.complete(finished: finished) else { return }
            context.completeTransition(finished)
            let onFinish = self.onFinish
            self.onFinish = nil
            onFinish?(finished)
        }

        private func hide(_ views: [UIView]) {
            for view in views where !hiddenViews.contains(where: { $0.view === view }) {
                hiddenViews.append((view, view.isHidden))
                view.isHidden = true
            }
        }

        private func restoreHiddenViews() {
            for entry in hiddenViews { entry.view.isHidden = entry.wasHidden }
            hiddenViews = []
        }
    }
#endif
