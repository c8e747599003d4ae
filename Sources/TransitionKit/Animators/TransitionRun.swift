/// The coordinator behind the library's animation controller: everything that happens between
/// UIKit's calls to one `UIViewControllerAnimatedTransitioning`, decided in neutral code and
/// carried out through ports.
///
/// `TransitionAnimator` (the object UIKit sees) forwards each callback here and conforms UIKit's
/// types to the ports; tests drive the same run with the UIKit contract models.
///
/// ```swift
/// let run = TransitionRun(decision: decision, zoom: .screens, staging: staging, animations: animations)
/// run.transitionDuration()                        // what transitionDuration(using:) reports
/// let animator = run.interruptibleAnimator(using: context)   // built once, then the same
/// run.animateTransition(using: context)           // starts it unless an interaction did
/// // … the animator ends: completeTransition(finished) once …
/// run.animationEnded(true)                        // releases the transition's views
/// ```
///
/// ## One transition, step by step
/// 1. **Decided early.** The ``TransitionDecision`` is made when UIKit asks for the animator; it
///    fixes what plays and the duration, nothing about views.
/// 2. **Resolved late.** The first `interruptibleAnimator(using:)` or `animateTransition(using:)`
///    stages the scene (see ``stage(in:)``): the arriving screen is put in the container, framed and
///    laid out; the zoom views are resolved, measured, the plan made from that geometry, the
///    flying copy taken, the zoom views hidden, the temporary views made; then ``PlanPlayback``
///    applies the start states and builds the one property animator, which both calls return for
///    the rest of the transition.
/// 3. **Played.** `animateTransition` starts the animator only if it is still inactive (an
///    interaction controller may have started and paused it); alongside animations given before
///    the animator exists are added when it is built, later ones over the remaining time.
/// 4. **Completed once.** When the animator ends, the playback restores and removes what it must,
///    the zoom views are shown again, and `completeTransition(_:)` is called exactly once with
///    ``AnimatorLifecycle/finished(at:wasCancelled:)``; ``onFinish`` hears the same value.
/// 5. **Ended.** `animationEnded(_:)` without a completion (UIKit gave up on the transition)
///    stops and finishes the animator and cleans up without calling `completeTransition`; either
///    way the run lets go of the transition's views and keeps only the spent animator, inactive,
///    handed back to a late `interruptibleAnimator(using:)` rather than building a second one.
///
/// ## Abandoned transitions
/// The run holds the context weakly (``WeaklyHeldContext``): UIKit's context owns the animation
/// controller, and a navigation controller released mid-gesture must take its transition with it.
/// A property animator must never be released paused or stopped (UIKit raises), so when the run
/// itself goes away with an animator still active — abandoned mid-gesture, or a spent animator
/// someone scrubbed after the end — it hands the scene to the main actor, which stops and finishes
/// the animator at its start, puts the views back and shows the zoom views again.
@MainActor
package final class TransitionRun<
    Context: WeaklyHeldContext, Staging: TransitionStaging, Animations: PropertyAnimatorMaking
> where Staging.PortView == Context.PortView, Staging.PortViewController == Context.PortViewController {
    /// The view type of the ports.
    package typealias View = Context.PortView
    /// The view controller type of the ports.
    package typealias Screen = Context.PortViewController

    /// What plays: its duration is what UIKit is told, its plan is made when the transition runs.
    package let decision: TransitionDecision
    /// Called once with `true` when the transition finished, `false` when it was cancelled.
    package var onFinish: ((Bool) -> Void)?

    let zoom: ZoomLookup<View>
    let staging: Staging
    let animations: Animations

    private var lifecycle = AnimatorLifecycle()
    /// The scene of the transition; after the end, the spent one (its animator inactive).
    private var scene: TransitionScene<Animations, View, Screen>?
    private var pendingAlongside: [@MainActor () -> Void] = []
    /// The object UIKit retains for the transition's context, not retained here.
    private weak var contextReferent: AnyObject?

    /// Creates the run for one vended animator.
    ///
    /// - Parameters:
    ///   - decision: What plays.
    ///   - zoom: The registration's zoom views, asked when the transition runs.
    ///   - staging: The screens' parts and the temporary views.
    ///   - animations: Makes the property animator.
    package init(
        decision: TransitionDecision, zoom: ZoomLookup<View>, staging: Staging, animations: Animations
    ) {
        self.decision = decision
        self.zoom = zoom
        self.staging = staging
        self.animations = animations
    }

    deinit {
        // Not isolated: only the scene (a main-actor object, so Sendable) is read here, and the
        // main actor settles it later; the task keeps its animator alive until then.
        guard let scene else { return }
        Task { @MainActor in scene.abandon() }
    }

    /// The plan being played, once the transition has been staged (the geometry resolved when it
    /// runs); `nil` before.
    package var plan: TransitionPlan? { scene?.playback.plan }

    /// `transitionDuration(using:)`: the decision's duration, fixed before any view is resolved.
    package func transitionDuration() -> Double {
        decision.duration
    }

    /// `animateTransition(using:)`: builds the animator if needed and starts it, unless an
    /// interaction controller already started (or paused) it.
    ///
    /// - Parameter context: The transition's context.
    package func animateTransition(using context: Context) {
        let animator = interruptibleAnimator(using: context)
        if lifecycle.shouldStart(animatorIsInactive: animator.state == .inactive) {
            animator.startAnimation()
        }
    }

    /// `interruptibleAnimator(using:)`: the same animator for the whole transition, built on
    /// first use; after the end, the spent one.
    ///
    /// - Parameter context: The transition's context.
    /// - Returns: The transition's property animator.
    package func interruptibleAnimator(using context: Context) -> Animations.Animator {
        if let scene { return scene.playback.animator }
        guard lifecycle.mayBuildAnimator else { return spentScene().playback.animator }
        let scene = stage(in: context)
        scene.playback.onCompletion = { [weak self] position in
            self?.sceneDidFinish(at: position)
        }
        self.scene = scene
        contextReferent = context.referent
        let animator = scene.playback.animator
        lifecycle.prepare()
        for animations in pendingAlongside { animator.addAnimations(animations) }
        pendingAlongside = []
        return animator
    }

    /// `animationEnded(_:)`: after a completion, lets go of the transition; without one (UIKit
    /// gave up), stops and finishes the animator and cleans up first, without calling
    /// `completeTransition`. The spent animator is left inactive either way.
    ///
    /// - Parameter transitionCompleted: The flag UIKit passes.
    package func animationEnded(_ transitionCompleted: Bool) {
        switch lifecycle.end(transitionCompleted: transitionCompleted) {
        case .nothing:
            return
        case .release:
            scene?.settleAnimator(at: .end)
        case .cleanUp(let finished):
            scene?.settleAnimator(at: finished ? .end : .start)
            scene?.playback.finish(at: finished ? .end : .start)
            scene?.restoreHiddenViews()
            notifyFinish(finished)
        }
        pendingAlongside = []
        contextReferent = nil
    }

    /// Adds animations to the transition's property animator, or keeps them until it exists.
    /// Animations given after the transition ended are dropped.
    ///
    /// - Parameter animations: Property changes to animate alongside.
    package func addAlongsideAnimations(_ animations: @escaping @MainActor () -> Void) {
        if let scene, !scene.playback.isFinished {
            scene.playback.animator.addAnimations(animations)
        } else if scene == nil {
            pendingAlongside.append(animations)
        }
    }

    /// The context, while UIKit keeps it.
    private var context: Context? {
        guard let contextReferent else { return nil }
        return Context.context(heldBy: contextReferent)
    }

    private func sceneDidFinish(at position: AnimatingPosition) {
        scene?.restoreHiddenViews()
        let finished = AnimatorLifecycle.finished(
            at: AnimatorLifecycle.EndPosition(position),
            wasCancelled: context?.transitionWasCancelled ?? false)
        guard lifecycle.complete(finished: finished) else { return }
        context?.completeTransition(finished)
        notifyFinish(finished)
    }

    private func notifyFinish(_ finished: Bool) {
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(finished)
    }

    /// A scene with nothing in it, for a late ask after a transition that never built one.
    private func spentScene() -> TransitionScene<Animations, View, Screen> {
        let empty = TransitionPlan(elements: [], duration: 0, timing: .linear)
        let scene = TransitionScene(
            playback: PlanPlayback<Animations, View, Screen>(
                plan: empty, targets: [:], container: nil, animations: animations))
        self.scene = scene
        return scene
    }
}

/// What one transition has put on screen: the playback of its plan and the zoom views it hid.
@MainActor
final class TransitionScene<
    Animations: PropertyAnimatorMaking, View: ViewProperties, Screen: ViewControllerProperties
>
where View.PortView == View {
    /// The plan's playback.
    let playback: PlanPlayback<Animations, View, Screen>
    private var hiddenViews: [(view: View, wasHidden: Bool)] = []

    init(playback: PlanPlayback<Animations, View, Screen>) {
        self.playback = playback
    }

    /// Hides views for the rest of the transition, remembering whether each was hidden.
    func hide(_ views: [View]) {
        for view in views where !hiddenViews.contains(where: { $0.view === view }) {
            hiddenViews.append((view, view.isHidden))
            view.isHidden = true
        }
    }

    /// Shows the hidden views again (as hidden as they were).
    func restoreHiddenViews() {
        for entry in hiddenViews { entry.view.isHidden = entry.wasHidden }
        hiddenViews = []
    }

    /// Leaves the animator inactive, as UIKit requires before it is released: an active one is
    /// stopped and finished at `position` (its completion runs), a stopped one finished there.
    ///
    /// - Parameter position: Where to finish a stopped animator.
    func settleAnimator(at position: AnimatingPosition) {
        guard playback.hasAnimator else { return }
        let animator = playback.animator
        if animator.state == .active { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: position) }
    }

    /// Ends an abandoned transition: the animator stopped and finished at its start, the views
    /// put back, the zoom views shown again.
    func abandon() {
        settleAnimator(at: .start)
        playback.finish(at: .start)
        restoreHiddenViews()
    }
}
