import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Plays a ``TransitionPlan`` on views through one property animator: the neutral half of
/// ``PlanAnimator`` and of every built-in animator.
///
/// ```swift
/// let playback = PlanPlayback(
///     plan: plan, targets: [.fromView: .init(view: from), .toView: .init(view: to, keepsFinalState: true)],
///     container: container, animations: animations)
/// playback.onCompletion = { position in context.completeTransition(position == .end) }
/// playback.animator.startAnimation()
/// ```
///
/// - **Creating.** The original properties of every target are captured when the playback is
///   made, before anything is applied.
/// - **The animator** is made on first use and then always the same: making it places the
///   arranged roles in the container in plan order (back to front), applies every element's start
///   state without animation, and adds the end states — whole-transition elements directly, so
///   they follow the animator's timing exactly (curve or spring), partial windows as keyframes of
///   the same run. Scrubbing `fractionComplete` then shows
///   ``TransitionPlan/Evaluation/scrubbing`` states and running shows
///   ``TransitionPlan/Evaluation/running`` states.
/// - **Finishing** (the animator's completion, or ``finish(at:)`` without one): temporary views are
///   removed; a target that keeps its final state keeps the end state if the animator ended at
///   the end; every other touched property — all of them when it did not — is restored as
///   captured (see ``RestoreSet``); a temporary view that keeps its end state (a presentation's
///   backdrop that stays) is left in place. ``onCompletion`` is called exactly once, after that cleanup,
///   and the playback lets go of its views. With a ``hold`` not yet released, the animator's end
///   waits for it: a dismissal's settling springs still move a held screen, which must be neither
///   restored nor removed (nor the transition completed) under them.
///
/// A state's alpha is a fraction of the view's own: a screen the app made translucent (alpha 0.9)
/// fades between 0 and 0.9 and keeps 0.9 after a finished fade, cross-fade or zoom. Temporary
/// views (snapshots, dimming, shadows) take the plan's alpha as it is.
///
/// Roles in the plan without a target are skipped (a missing view is not an error).
@MainActor
package final class PlanPlayback<
    Animations: PropertyAnimatorMaking, View: ViewProperties, Screen: ViewControllerProperties
> where View.PortView == View {
    /// The view (and, for a screen, its view controller) playing one role.
    package struct Target {
        /// The view the role's states are applied to.
        package let view: View
        /// The view controller whose additional safe-area insets follow the states' insets.
        package weak var screen: Screen?
        /// Whether the view keeps its end state when the transition finishes.
        package var keepsFinalState: Bool

        /// Creates a target.
        ///
        /// - Parameters:
        ///   - view: The view playing the role.
        ///   - screen: Its view controller, for safe-area insets.
        ///   - keepsFinalState: Whether the view keeps its end state after finishing.
        package init(view: View, screen: Screen? = nil, keepsFinalState: Bool = false) {
            self.view = view
            self.screen = screen
            self.keepsFinalState = keepsFinalState
        }
    }

    private struct Binding {
        let element: TransitionPlan.Element
        let target: Target
        let original: CapturedProperties<View, Screen>
        /// What the element's states set on the view (``RestoreSet/init(touchedBy:)``).
        let touched: RestoreSet
        /// What a state's alpha of 1 means for this view: the app's own alpha, as captured, for a
        /// view that exists without the transition (a screen the app made translucent ends at its
        /// own alpha, not 1); 1 for a temporary view, all of whose look is the plan's.
        let opacity: CGFloat
    }

    /// The plan being played.
    package let plan: TransitionPlan
    /// Called once when the playback ends, with the animator's final position.
    var onCompletion: ((AnimatingPosition) -> Void)?
    /// Whether the playback has ended (and cleaned up).
    private(set) var isFinished = false
    /// Holds the end of the animator until released (a zoom dismissal's settle); `nil`, or
    /// released, ends at once. Held weakly: a hold nobody keeps releases itself.
    package weak var hold: SettleHold?
    /// Whether the animator ended and the end waits for the ``hold``: the transition can no
    /// longer be driven (its animations are spent), only completed.
    private(set) var awaitsHold = false

    private let container: View?
    private let animations: Animations
    private let held: Set<Role>
    private var bindings: [Binding]
    private var madeAnimator: Animations.Animator?

    /// Creates a playback and captures the original properties of every target view.
    ///
    /// - Parameters:
    ///   - plan: The plan to play.
    ///   - targets: The view playing each role.
    ///   - container: Where screens and temporary views are arranged in plan order; `nil` leaves
    ///     the view hierarchy alone.
    ///   - animations: Makes the property animator.
    ///   - held: Roles whose views another owner drives during the transition (a zoom dismissal's
    ///     dragged screen): their start state is applied, the animator never animates them, and
    ///     when the transition ends everything the owner may have set on them is restored.
    package init(
        plan: TransitionPlan, targets: [Role: Target], container: View?, animations: Animations,
        held: Set<Role> = []
    ) {
        self.plan = plan
        self.held = held
        self.container = container
        self.animations = animations
        bindings = plan.elements.compactMap { element in
            guard let target = targets[element.role] else { return nil }
            return Binding(
                element: element, target: target,
                original: CapturedProperties(view: target.view, screen: target.screen),
                touched: RestoreSet(touchedBy: element),
                opacity: element.role.isTemporary ? 1 : target.view.alpha)
        }
    }

    /// The view of the first held role (`held`: the leaving screen a zoom dismissal drives), as
    /// the transition context handed it; `nil` without one, and once the playback finished.
    var heldView: View? {
        bindings.first { held.contains($0.element.role) }?.target.view
    }

    /// The animator for the whole transition, made on first use and then always the same.
    package var animator: Animations.Animator {
        if let madeAnimator { return madeAnimator }
        let animator = makeAnimator()
        madeAnimator = animator
        return animator
    }

    /// Whether the animator has been made.
    var hasAnimator: Bool { madeAnimator != nil }

    /// Applies the states at a progress directly, without an animator.
    ///
    /// - Parameters:
    ///   - progress: The progress.
    ///   - evaluation: Running or scrubbing semantics.
    func applyStates(at progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing) {
        let linear = plan.effectiveProgress(progress, evaluation: evaluation)
        for binding in bindings {
            apply(binding.element.state(at: linear), to: binding)
        }
    }

    /// Ends the playback: cleans up as if the animator ended at `position`. Does nothing once
    /// ended. An animator it made that is still active (paused by an interaction, say) or stopped
    /// is stopped and finished at `position` first (its completion runs once).
    ///
    /// - Parameter position: `.end` keeps the finished state of the targets that keep it;
    ///   anything else restores every touched property.
    package func finish(at position: AnimatingPosition) {
        guard !isFinished else { return }
        isFinished = true
        awaitsHold = false
        settleAnimator(at: position)
        for binding in bindings {
            let keepsEnd = RestoreSet.keepsEndState(
                finished: position == .end, targetKeepsFinalState: binding.target.keepsFinalState)
            if keepsEnd { apply(binding.element.to, to: binding) }
            let restored = RestoreSet.restored(for: binding.element, keepsEndState: keepsEnd)
            binding.original.restore(
                held.contains(binding.element.role) ? restored.union(.drivenDirectly) : restored,
                view: binding.target.view, screen: binding.target.screen)
            if binding.element.role.isTemporary, !keepsEnd { binding.target.view.removeFromSuperview() }
        }
        bindings = []
        let completion = onCompletion
        onCompletion = nil
        completion?(position)
    }

    /// UIKit raises when a paused or stopped property animator is released ("It is an error to
    /// release a paused or stopped property animator"): leaves the made animator inactive.
    private func settleAnimator(at position: AnimatingPosition) {
        guard let madeAnimator else { return }
        if madeAnimator.state == .active { madeAnimator.stopAnimation(false) }
        if madeAnimator.state == .stopped { madeAnimator.finishAnimation(at: position) }
    }

    private func makeAnimator() -> Animations.Animator {
        animations.performWithoutAnimation {
            arrange()
            for binding in bindings { apply(binding.element.from, to: binding) }
            container?.layoutIfNeeded()
        }
        let animator = animations.makePropertyAnimator(
            duration: plan.duration, timing: plan.timing, initialVelocity: .zero)
        let animated = bindings.filter { !held.contains($0.element.role) }
        let whole = animated.filter(\.element.spansWholeTransition)
        animator.addAnimations { [weak self] in
            for binding in whole { self?.apply(binding.element.to, to: binding) }
        }
        for binding in animated where !binding.element.spansWholeTransition {
            let window = binding.element.window
            animator.addKeyframe(withRelativeStartTime: window.start, relativeDuration: window.duration) {
                [weak self] in
                self?.apply(binding.element.to, to: binding)
            }
        }
        animator.addCompletion { [weak self] position in
            self?.animatorEnded(at: position)
        }
        return animator
    }

    /// The animator ended at `position`: finishes now, or once the ``hold`` is released.
    private func animatorEnded(at position: AnimatingPosition) {
        guard let hold, !hold.isReleased else { return finish(at: position) }
        awaitsHold = true
        hold.afterRelease { [weak self] in self?.finish(at: position) }
    }

    /// Puts the arranged roles in the container in plan order, back to front, moving only the
    /// views that are not already above the one before them: each move is a hierarchy change
    /// (and on device a layout invalidation), so views already in order stay where they are.
    private func arrange() {
        guard let container else { return }
        var previous: View?
        for binding in bindings where binding.element.role.isArrangedInContainer {
            let view = binding.target.view
            let subviews = container.subviews
            let index = subviews.firstIndex { $0 === view }
            let previousIndex = previous.flatMap { previous in subviews.firstIndex { $0 === previous } }
            switch (index, previous, previousIndex) {
            case (let index?, _, let previousIndex?) where index > previousIndex: break
            case (.some, nil, _): break
            case (_, let previous?, _): container.insertSubview(view, aboveSubview: previous)
            case (_, nil, _): container.addSubview(view)
            }
            previous = view
        }
    }

    /// Sets the properties the element touches (see ``RestoreSet``) to `state`: bounds and center
    /// (so a transform is never undone), then each animated one — alpha as a fraction of the
    /// view's own (``Binding/opacity``); inside an animation block this animates them.
    private func apply(_ state: VisualState, to binding: Binding) {
        let view = binding.target.view
        let touched = binding.touched
        let frame = state.frame
        view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
        if touched.contains(.transform) { view.transform2D = state.transform }
        if touched.contains(.alpha) { view.alpha = CGFloat(state.alpha) * binding.opacity }
        if touched.contains(.cornerRadius) { view.cornerRadius = CGFloat(state.cornerRadius) }
        if touched.contains(.cornerRadii) { view.cornerRadii = state.drawnCornerRadii }
        if touched.contains(.clipping) { view.clipsToBounds = true }
        if let color = state.backgroundColor { view.backgroundRGBA = color }
        guard let insets = state.additionalSafeAreaInsets, let screen = binding.target.screen,
            screen.additionalSafeArea != insets
        else { return }
        screen.additionalSafeArea = insets
        screen.viewIfLoaded?.layoutIfNeeded()
    }
}
