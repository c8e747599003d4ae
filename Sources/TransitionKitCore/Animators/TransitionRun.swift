/// Everything between UIKit's calls to one `UIViewControllerAnimatedTransitioning`, decided in neutral
/// code behind `TransitionAnimator`. Steps and abandoned transitions: see Animators internals.
@MainActor
package final class TransitionRun<
    Context: WeaklyHeldContext, Staging: TransitionStaging, Animations: PropertyAnimatorFactoryPort
>
where
    Staging.PortView == Context.PortView, Staging.PortViewController == Context.PortViewController,
    Context.PortViewController.PortView == Context.PortView
{
    package typealias View = Context.PortView
    package typealias Screen = Context.PortViewController

    /// What plays: its duration is what UIKit is told, its plan is made when the transition runs.
    package let decision: TransitionDecision
    /// Called once with `true` when the transition finished, `false` when it was cancelled.
    package var onFinish: ((Bool) -> Void)?
    /// Once, when staged (animator built, not started): observers may still add alongside animations.
    package var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)?
    /// Holds the end of the transition (the restoring, removing and `completeTransition`) until a zoom
    /// dismissal's settling springs arrived (``SettleHold``; held weakly).
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

    /// `zoom` is asked when the transition runs, not now.
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

    /// Starts the animator unless an interaction did. A transition not animated (a `.custom` presentation
    /// with `animated: false`) is finished at once, completing before this returns.
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

    /// The same animator for the whole transition, built on first use; after the end, the spent one.
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

    /// Without a completion (UIKit gave up): finishes the animator and cleans up, never calling
    /// `completeTransition`. The spent animator is left inactive either way.
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

    /// Over a part, a keyframe in that window (following scrubbing and reversal); added while running, over
    /// the remaining time. Kept until the animator exists; dropped after the end.
    package func addAlongsideAnimations(
        over window: TimeWindow = .full, _ animations: @escaping @MainActor () -> Void
    ) {
        if let scene, !scene.playback.isFinished {
            scene.addAlongside(over: window, animations)
        } else if scene == nil {
            pendingAlongside.append((window, animations))
        }
    }

    /// The context's `.from` view while a zoom dismissal drives it: for a presentation, the `presentedView`,
    /// "Must be an ancestor of a presented view controller's view" (`UIPresentationController.h:90`).
    /// `nil` otherwise, before staging and after the end.
    package var drivenView: View? { scene?.playback.heldView }

    /// Whether the animator ended and the transition waits for its ``settleHold``: it can no longer
    /// be caught, only completed when the hold is released.
    package var awaitsSettle: Bool { scene?.playback.awaitsHold ?? false }

    /// Pauses a transition running on its own and turns it forward, reading `fractionComplete` (0…1) after
    /// the pause (UIViewAnimating.h:46); `nil`, without pausing, when not running.
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
    Animations: PropertyAnimatorFactoryPort, View: ViewPort, Screen: ViewControllerPort
>
where View.PortView == View {
    let playback: PlanPlayback<Animations, View, Screen>
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

    /// UIKit raises when an active or stopped animator is released: an active one is stopped and finished
    /// at `position`, a stopped one finished there.
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
