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
>
where
    Staging.PortView == Context.PortView, Staging.PortViewController == Context.PortViewController,
    Context.PortViewController.PortView == Context.PortView
{
    /// The view type of the ports.
    package typealias View = Context.PortView
    /// The view controller type of the ports.
    package typealias Screen = Context.PortViewController

    /// What plays: its duration is what UIKit is told, its plan is made when the transition runs.
    package let decision: TransitionDecision
    /// Called once with `true` when the transition finished, `false` when it was cancelled.
    package var onFinish: ((Bool) -> Void)?
    /// Called once when the transition has been staged — the arriving screen laid out, the zoom
    /// views resolved and measured, the plan made, the animator built but not started — with the
    /// plan and the geometry it was made from: the moment to tell observers, who may still add
    /// alongside animations.
    package var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)?
    /// Holds the end of the transition — the restoring, removing and `completeTransition` of step
    /// 4 — until a zoom dismissal's settling springs arrived (``SettleHold``; held weakly).
    package weak var settleHold: SettleHold? {
        didSet { scene?.playback.hold = settleHold }
    }
    /// Hears each call the run makes to its context and its animator (`TransitionCall`): the
    /// device trace of the delegate that vended the transition; `nil` when no trace listens.
    package var callObserver: TransitionCallObserver? {
        didSet { scene?.callObserver = callObserver }
    }

    let zoom: ZoomLookup<View>
    let staging: Staging
    let animations: Animations

    private var lifecycle = AnimatorLifecycle()
    /// The scene of the transition; after the end, the spent one (its animator inactive).
    private var scene: TransitionScene<Animations, View, Screen>?
    private var pendingAlongside: [(window: TimeWindow, animations: @MainActor () -> Void)] = []
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
    /// interaction controller already started (or paused) it. A transition that is not animated
    /// (`isAnimated == false`: a `.custom` presentation or dismissal with `animated: false`) is
    /// finished at its end at once instead, completing it before this returns.
    ///
    /// - Parameter context: The transition's context.
    package func animateTransition(using context: Context) {
        let animator = interruptibleAnimator(using: context)
        guard lifecycle.shouldStart(animatorIsInactive: animator.state == .inactive) else { return }
        guard context.isAnimated else {
            // UIKit runs a `.custom` presentation's animator even when it is not animated
            // (`isAnimated == false`): jump to the end, which completes the transition now.
            animator.perform(.pauseAnimation, observer: callObserver)
            animator.perform(.stopAnimation(withoutFinishing: false), observer: callObserver)
            animator.perform(.finishAnimation(at: .end), observer: callObserver)
            return
        }
        animator.perform(.startAnimation, observer: callObserver)
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
        scene.playback.hold = settleHold
        scene.callObserver = callObserver
        self.scene = scene
        contextReferent = context.referent
        let animator = scene.playback.animator
        lifecycle.prepare()
        for alongside in pendingAlongside { scene.addAlongside(over: alongside.window, alongside.animations) }
        pendingAlongside = []
        let onStaged = self.onStaged
        self.onStaged = nil
        onStaged?(scene.playback.plan, scene.geometry)
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

    /// Adds animations to the transition's property animator over a part of it, or keeps them
    /// until the animator exists. Animations given after the transition ended are dropped.
    ///
    /// Over the whole transition they are added as they are, so they follow its timing exactly;
    /// over a part they become a keyframe in that window of its progress, so they follow
    /// scrubbing, reversal and cancellation like the plan's own partial elements. Added once the
    /// animator runs, they take the rest of its run (UIKit's `addAnimations` on a running animator).
    ///
    /// - Parameters:
    ///   - window: The part of the transition's progress, whole by default.
    ///   - animations: Property changes to animate alongside.
    package func addAlongsideAnimations(
        over window: TimeWindow = .full, _ animations: @escaping @MainActor () -> Void
    ) {
        if let scene, !scene.playback.isFinished {
            scene.addAlongside(over: window, animations)
        } else if scene == nil {
            pendingAlongside.append((window, animations))
        }
    }

    /// The view a zoom dismissal drives directly while the transition runs: the transition
    /// context's `.from` view — for a presentation, its presentation controller's `presentedView`
    /// (`UIPresentationController.h:90`: "Must be an ancestor of a presented view controller's
    /// view"), which may wrap the screen's own view — when the decision leaves the leaving screen
    /// to the dismissal (``TransitionDecision/leavingScreenIsDriven``). It is the view whose
    /// properties the transition restores when it ends. `nil` otherwise, before the transition is
    /// staged, and once it ended.
    package var drivenView: View? { scene?.playback.heldView }

    /// Whether the animator ended and the transition waits for its ``settleHold``: it can no longer
    /// be caught, only completed when the hold is released.
    package var awaitsSettle: Bool { scene?.playback.awaitsHold ?? false }

    /// A touch or a request catches the transition while it runs on its own (a zoom dismissal
    /// settling, a presentation turned around): `pause` pauses it (the interaction controller's
    /// `pause()`), and the animator is turned forward where it is, so that the progress written
    /// next is forward progress.
    ///
    /// The animator is read after the pause (`UIViewAnimating.h`: "An adopter may also choose to
    /// only return a meaningful result for this property if it is read while the animation is not
    /// running").
    ///
    /// - Parameter pause: Pauses the transition.
    /// - Returns: The forward progress on screen where it was caught (`fractionComplete`, 0…1); `nil`,
    ///   without calling `pause`, when the animator is not running (not built, paused, or already
    ///   ended).
    package func catchRunning(pausing pause: () -> Void) -> Double? {
        guard let scene, scene.playback.hasAnimator, !scene.playback.isFinished,
            scene.playback.animator.state == .active, scene.playback.animator.isRunning
        else { return nil }
        pause()
        let animator = scene.playback.animator
        animator.perform(.setReversed(false), observer: callObserver)
        animator.perform(.read, observer: callObserver)
        let progress = Double(animator.fractionComplete)
        return progress.isFinite ? min(max(progress, 0), 1) : 0
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
        if finished, let backdrop = scene?.backdrop { zoom.keepBackdrop(backdrop) }
        context?.perform(.completeTransition(finished), observer: callObserver)
        notifyFinish(finished)
    }

    private func notifyFinish(_ finished: Bool) {
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(finished)
    }

    /// A scene with nothing in it, for a late ask after a transition that never built one.
    private func spentScene() -> TransitionScene<Animations, View, Screen> {
        let empty = TransitionPlan.empty
        let scene = TransitionScene(
            playback: PlanPlayback<Animations, View, Screen>(
                plan: empty, targets: [:], container: nil, animations: animations),
            geometry: TransitionGeometry(
                containerBounds: .zero, from: .init(frame: .zero), to: .init(frame: .zero),
                operation: decision.operation))
        scene.callObserver = callObserver
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
    /// The geometry the plan was made from.
    let geometry: TransitionGeometry
    /// Hears the calls made to the animator (the run's ``TransitionRun/callObserver``).
    var callObserver: TransitionCallObserver?
    /// The backdrop view the transition leaves in place if it finishes
    /// (``TransitionDecision/keepsBackdrop``); `nil` otherwise.
    var backdrop: View?
    private var hiddenViews: [(view: View, wasHidden: Bool)] = []

    init(playback: PlanPlayback<Animations, View, Screen>, geometry: TransitionGeometry) {
        self.playback = playback
        self.geometry = geometry
    }

    /// Adds alongside animations to the animator: directly over the whole transition, as a
    /// keyframe over a part of it.
    func addAlongside(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void) {
        guard window != .full else { return playback.animator.addAnimations(animations) }
        playback.animator.addKeyframe(
            withRelativeStartTime: window.start, relativeDuration: window.duration, animations: animations)
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
        if animator.state == .active {
            animator.perform(.stopAnimation(withoutFinishing: false), observer: callObserver)
        }
        if animator.state == .stopped {
            animator.perform(.finishAnimation(at: position), observer: callObserver)
        }
    }

    /// Ends an abandoned transition: the animator stopped and finished at its start, the views
    /// put back, the zoom views shown again.
    func abandon() {
        settleAnimator(at: .start)
        playback.finish(at: .start)
        restoreHiddenViews()
    }
}
