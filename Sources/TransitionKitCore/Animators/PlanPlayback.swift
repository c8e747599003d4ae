import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Plays a plan on views through one property animator: the neutral half of `PlanAnimator` and every
/// built-in animator. Capture, animator, finish and alpha rules: see Animators internals.
@MainActor
package final class PlanPlayback<
    Animations: PropertyAnimatorFactoryPort, View: ViewPort, Screen: ViewControllerPort
> where View.PortView == View {
    /// The view (and, for a screen, its view controller) playing one role.
    package struct Target {
        /// The view the role's states are applied to.
        package let view: View
        /// The view controller whose additional safe-area insets follow the states' insets.
        package weak var screen: Screen?
        /// Whether the view keeps its end state when the transition finishes.
        package var keepsFinalState: Bool

        /// `screen` is the view's controller, for its safe-area insets.
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
        /// What a state's alpha of 1 means: the app's alpha as captured (a translucent screen ends at it),
        /// 1 for a temporary view.
        let opacity: CGFloat
    }

    package let plan: TransitionPlan
    /// Called once when the playback ends, with the animator's final position.
    package var onCompletion: ((AnimatingPosition) -> Void)?
    /// Whether the playback has ended (and cleaned up).
    package private(set) var isFinished = false
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

    /// Captures every target's properties before anything is applied. `container` `nil` leaves the
    /// hierarchy alone; `held` roles are driven by another owner (see Animators internals).
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

    var hasAnimator: Bool { madeAnimator != nil }

    /// Without an animator.
    package func applyStates(at progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing) {
        let linear = plan.effectiveProgress(progress, evaluation: evaluation)
        for binding in bindings {
            apply(binding.element.state(at: linear), to: binding)
        }
    }

    /// Once only. An animator still active or stopped is finished at `position` first; only `.end` lets a
    /// target keep its finished state, anything else restores every touched property.
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

    /// Moves only views not already above the one before them: each move is a hierarchy change (and on
    /// device a layout invalidation).
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

    /// Bounds and center (so a transform is never undone), then each touched property; alpha as a fraction
    /// of the view's own. Inside an animation block this animates them.
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
