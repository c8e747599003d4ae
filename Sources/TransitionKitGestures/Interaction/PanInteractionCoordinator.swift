import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything the pan driver decides and orchestrates, in neutral code: when a pan may begin a
/// pop, asking the navigation controller for it, vending the interaction, scrubbing, pausing,
/// catching a running transition, the release and what is remembered between UIKit's callbacks.
///
/// `PanTransitionDriver` is the `UIPercentDrivenInteractiveTransition` UIKit sees and the target
/// of its recognizers; it forwards every callback here and conforms UIKit's objects to the ports
/// named by ``PanInteractionPorts``. Tests run the same coordinator against the contract models.
///
/// ```
/// UIKit ─▶ PanTransitionDriver (adapter) ─▶ PanInteractionCoordinator ─▶ ports (NavigationStackPort,
///          gesture delegate, action,                 │                  PercentDrivenTransitioning,
///          startInteractiveTransition                 ▼                  AnimatedTransitioning,
///                                         InteractionMachine (value)    GestureReading, TouchReading …)
/// ```
///
/// ## One path for every gesture
/// The coordinator is a ``TransitionInteraction``: ``update(progress:)``, ``end(velocity:)`` and
/// ``cancel()`` are the only way progress reaches the transition. The pan's readings are turned
/// into progress (the machine's tracker, measured in the navigation controller's view) and fed
/// through them, exactly as an app's own gesture will be.
///
/// ## Callbacks and what follows them
/// - Installed (``install(on:gate:)``): the recognizers go on the navigation controller's view;
///   UIKit's own interactive pop gestures (the edge one, iOS 26's content one) are remembered
///   and turned off, or left on where the navigation side says the top pop is `.system`
///   (``popPlaysCustomTransition``).
/// - A touch lands (`gestureRecognizer(_:shouldReceive:)`): the catching recognizer takes it
///   while a transition may be caught; the pop pan while a pop is possible (stack deeper than
///   one, nothing in flight, a custom transition plays for the pop, and the touch lies in the
///   activation's band or region, measured in the navigation controller's view).
/// - The pan is about to begin (`gestureRecognizerShouldBegin(_:)`): still nothing in flight, a
///   horizontal drag toward the trailing edge, and the navigation's gate
///   (``InteractivePopGating``) allows a pop now.
/// - The pan began: the machine asks for the pop; the gate (or `popViewController(animated:)`)
///   starts it; if UIKit did not start an interactive transition synchronously (or one of
///   someone else's runs already) it is refused.
/// - UIKit asks for the interaction controller (``interactionController(for:)``): interactive
///   while the gesture awaits its pop, catchable for an interruptible transition started some
///   other way, else none.
/// - UIKit starts it (``startInteractiveTransition(_:startingUIKit:)``): completion is observed
///   through the transition coordinator; a release that came first is applied now.
/// - The finger moves or lifts: ``update(progress:)``, ``end(velocity:)`` (release policy →
///   finish or cancel with the hand-off spring and `completionSpeed`).
/// - A touch catches the running transition: it is paused, its on-screen progress read from the
///   paused interruptible animator (a reversed animator's `fractionComplete` is `1 − progress`),
///   the animator turned forward, and the finger drives it from there.
/// - The transition completes: the catching recognizer is disabled, everything is forgotten and
///   UIKit's pop gestures follow the new top screen.
///
/// ## What is remembered between callbacks
/// The machine (phase, progress, last release, catch), the transition's context and animation
/// controller, whether the interaction was vended for catching, the recognizer whose finger
/// drives, the navigation controller (weakly) and its gate, and UIKit's pop gestures' switches
/// from before the install. Nothing else: a finished transition is forgotten, and a completion
/// that arrives for a forgotten context is ignored.
///
/// ## Bad input
/// Every entry point has a defined outcome: events in the wrong phase are rejected by the
/// machine (nothing changes), non-finite readings are ignored, a second beginning is ignored, a
/// recognizer that is cancelled, fails, is taken off its view or is found reset at the next touch
/// cancels what it drives, and a navigation controller that went away ends the interaction at
/// once (cancelled, forgotten).
@MainActor
package final class PanInteractionCoordinator<Ports: PanInteractionPorts>: TransitionInteraction {
    /// The transition context type.
    package typealias Context = Ports.AnimationController.Context

    /// How the pan starts, as the driver was made: following the system's swipe back or fixed.
    package let configuration: PopGestureConfiguration
    /// Decides which pan pops on the running system (its version is set by the UIKit layer;
    /// 0, a system before iOS 26, until then).
    var popGestureRule = PopGestureRule(systemMajorVersion: 0)
    /// The top screen's ``TransitionPopGesture`` (`UIViewController.transitionPopGesture`, looked
    /// up in the controllers the top one contains); `nil` answers `.automatic`. Asked whenever
    /// the activation is needed: a touch landing, arbitration, UIKit's gestures following the
    /// top screen.
    var topScreenPopGesture: (@MainActor (Ports.Navigation) -> TransitionPopGesture)?
    /// The views excluded from the pop pan (`UIView.excludesTransitionPopGesture`), read in the
    /// navigation controller's view when a touch lands; `nil` excludes nothing.
    var popGestureExclusions: (@MainActor (Ports.Navigation) -> [PopGestureExclusion])?

    /// How the pan starts for the top screen now: ``configuration`` narrowed by the screen's
    /// choice and resolved for the running system (``PopGestureRule``).
    package var activation: PanActivation {
        popGestureRule.activation(configured: configuration, screen: topScreenChoice)
    }

    /// The top screen's choice now.
    var topScreenChoice: TransitionPopGesture {
        navigation.flatMap { navigation in topScreenPopGesture?(navigation) } ?? .automatic
    }
    /// The recognizer that starts pops.
    package let pan: Ports.Gesture
    /// The recognizer that catches a running transition (enabled only while one may be caught).
    package let catcher: Ports.Gesture
    /// Decides whether a touch may start a pop and whether the first movement is a pop.
    var beginPolicy = PanBeginPolicy.default
    /// Decides finish or cancel and the hand-off velocity on release: the machine's own, so it
    /// decides every release from the moment it is set.
    package var releasePolicy: ReleasePolicy {
        get { machine.releasePolicy }
        set { machine.releasePolicy = newValue }
    }
    /// The spring a released transition continues with; ``SpringTiming/handOff`` by default.
    ///
    /// A spring without damping is refused (``SpringTiming/settlesAsReleaseSpring``): it would
    /// never settle, so the transition would never complete. The value then stays what it was and
    /// the misuse is reported through the diagnostics sink.
    package var releaseSpring: SpringTiming {
        get { acceptedReleaseSpring }
        set {
            guard newValue.settlesAsReleaseSpring else {
                Diagnostics.report(
                    "driver",
                    "releaseSpring \(newValue) has no damping and would never settle, so the transition would "
                        + "never complete; refused, keeping \(acceptedReleaseSpring). Give it a damping above 0."
                )
                return
            }
            acceptedReleaseSpring = newValue
        }
    }
    private var acceptedReleaseSpring = SpringTiming.handOff
    /// Whether transitions started without the gesture may be caught by a touch.
    package var allowsCatchingTransitions = true
    /// The question the driver asks the navigation side before it takes a swipe: does a custom
    /// transition play when the top screen is popped?
    ///
    /// `true`: the driver's pan drives the pop and UIKit's own interactive pop gestures are off.
    /// `false` (the pair's decision is `.system`): UIKit's own interactive pop plays — its bar
    /// animation, large titles, tab bar slide — so its gestures stay on (unless the app had
    /// turned them off) and the driver's pan does not begin. `nil` (no one answers): the driver
    /// drives every pop, as before. Asked when a touch lands and when the pan would begin;
    /// UIKit's gestures follow the answer at install, after each transition the driver sees, at
    /// each touch on the driver's pan and at ``topScreenDidChange()``.
    package var popPlaysCustomTransition: (@MainActor () -> Bool)? {
        didSet { refreshSystemPopGestures(duringTransition: false) }
    }
    /// Called when a touch lands on the pop pan of an installed coordinator, before it is judged:
    /// a moment the navigation side can observe the controller (e.g. that its `delegate` was
    /// replaced).
    package var touchWillLand: (@MainActor () -> Void)?
    /// Hears each call the coordinator makes to the context and animator of the transition it
    /// drives (`TransitionCall`), and its readings of the animator: the device trace of the
    /// navigation delegate that installed the driver; `nil` when no trace listens.
    package var callObserver: TransitionCallObserver?
    /// The percent-driven interaction controller UIKit starts (the driver itself on device).
    package weak var interaction: Ports.Interaction?

    /// The navigation controller the coordinator is installed on.
    package private(set) weak var navigation: Ports.Navigation?
    /// The interaction's life as a value.
    package internal(set) var machine: InteractionMachine

    // State shared with the gesture half (internal: the coordinator's own files only).

    /// The navigation controller's gate, when it adopts ``InteractivePopGating``.
    weak var gate: (any InteractivePopGating)?
    /// The context of the transition being driven.
    var context: Context?
    /// The animation controller vended with the interaction.
    var animationController: Ports.AnimationController?
    /// Whether the interaction was vended for a transition that runs on its own until caught.
    private var vendedForCatching = false
    /// The recognizer whose finger drives the transition now.
    weak var drivingGesture: Ports.Gesture?
    /// The handle the recognizer's finger drives through (the app's gesture has its own).
    var drivingHandle: InteractionHandle<Ports>?
    /// The number of the latest stretch of interaction: each begin or catch starts one, and only
    /// its handle drives.
    var stretch: UInt64 = 0
    /// `interactivePopGestureRecognizer.isEnabled` before installing.
    private var systemPopWasEnabled: Bool?
    /// `interactiveContentPopGestureRecognizer.isEnabled` (iOS 26) before installing.
    private var contentPopWasEnabled: Bool?
    /// What starts the transition the app's gesture asked for instead of a pop (a scrubber's push),
    /// while ``beginInteractiveTransition(starting:)`` runs.
    var pendingStart: (@MainActor () -> Void)?
    /// Whether the next release runs with the transition's own timing (``run(toward:)``).
    var releasesWithOwnTiming = false
    /// How the transition last started running on its own (its start, or a release), for the
    /// velocity a reversal carries.
    var settleAnchor: SettlingRun?
    /// The clock samples are stamped with.
    let clock: @MainActor () -> TimeInterval

    /// Creates a coordinator whose pan always starts as `activation` (a screen's `.edgeOnly`
    /// still narrows it to the edge).
    ///
    /// - Parameters:
    ///   - activation: How the pan starts.
    ///   - pan: The pop recognizer.
    ///   - catcher: The catching recognizer.
    ///   - clock: Seconds on a monotonic clock, for the samples' timestamps.
    package convenience init(
        activation: PanActivation, pan: Ports.Gesture, catcher: Ports.Gesture,
        clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.init(configuration: .fixed(activation), pan: pan, catcher: catcher, clock: clock)
    }

    /// Creates a coordinator.
    ///
    /// - Parameters:
    ///   - configuration: How the pan starts: the system's swipe back or a fixed activation.
    ///   - pan: The pop recognizer.
    ///   - catcher: The catching recognizer.
    ///   - clock: Seconds on a monotonic clock, for the samples' timestamps.
    package init(
        configuration: PopGestureConfiguration, pan: Ports.Gesture, catcher: Ports.Gesture,
        clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.configuration = configuration
        self.pan = pan
        self.catcher = catcher
        self.clock = clock
        machine = InteractionMachine(tracker: PanTracker(travelDistance: 0, layoutDirection: .leftToRight))
    }

    // MARK: Readings

    /// Whether the coordinator is busy with a transition (driven, settling, or running after a
    /// button started it and catchable).
    var isDriving: Bool { machine.isDriving }

    /// Whether the gesture asked for a pop that UIKit has not started yet.
    package var awaitsTransition: Bool { machine.awaitsTransition }

    /// The machine's phase.
    package var phase: InteractionPhase { machine.phase }

    // MARK: Installation

    /// Adds the recognizers to the navigation controller's view and disables the system
    /// interactive pop gestures (the edge one and iOS 26's content one), remembering their state.
    ///
    /// Installing on the controller it is installed on does nothing; on another, it uninstalls
    /// first.
    ///
    /// - Parameters:
    ///   - navigation: The navigation controller (held weakly).
    ///   - gate: The pop gate; by default the navigation controller when it adopts
    ///     ``InteractivePopGating``.
    package func install(on navigation: Ports.Navigation, gate: (any InteractivePopGating)? = nil) {
        if self.navigation === navigation, pan.view != nil { return }
        uninstall()
        self.navigation = navigation
        self.gate = gate ?? (navigation as? any InteractivePopGating)
        Ports.addGestureRecognizer(pan, to: navigation)
        Ports.addGestureRecognizer(catcher, to: navigation)
        systemPopWasEnabled = navigation.isInteractivePopGestureEnabled
        contentPopWasEnabled = navigation.isInteractiveContentPopGestureEnabled
        refreshSystemPopGestures(duringTransition: true)
    }

    /// The top screen changed (the navigation delegate's `didShow`): UIKit's own interactive pop
    /// gestures follow ``popPlaysCustomTransition`` for the new top screen.
    package func topScreenDidChange() {
        refreshSystemPopGestures(duringTransition: false)
    }

    /// Whether UIKit's own interactive pop plays for popping the top screen now (the answer to
    /// ``popPlaysCustomTransition`` is `false`).
    var systemPlaysTopPop: Bool {
        !(popPlaysCustomTransition?() ?? true)
    }

    /// Turns UIKit's interactive pop gestures on where UIKit's own pop plays for the top screen
    /// (and the app had them on), off where the driver's does. iOS 26's content pop starts
    /// anywhere in the content: on together with ours, a swipe that ours takes could start
    /// UIKit's pop too; it also stays off for a screen that keeps the edge only
    /// (``PopGestureRule/allowsSystemContentPop(for:)``).
    ///
    /// - Parameter duringTransition: Whether to apply it while a transition runs. Only the
    ///   coordinator's own moments do (install, the end of its transition); a touch landing while
    ///   UIKit's own pop runs must not turn its gesture off (that would cancel it).
    func refreshSystemPopGestures(duringTransition: Bool) {
        guard let navigation, let systemWasEnabled = systemPopWasEnabled,
            let contentWasEnabled = contentPopWasEnabled,
            duringTransition || navigation.activeTransitionCoordinator == nil
        else { return }
        let systemPlays = systemPlaysTopPop
        navigation.isInteractivePopGestureEnabled = systemWasEnabled && systemPlays
        navigation.isInteractiveContentPopGestureEnabled =
            contentWasEnabled && systemPlays && popGestureRule.allowsSystemContentPop(for: topScreenChoice)
    }

    /// Cancels a transition the finger drives, removes the recognizers, restores the system pop
    /// gestures and forgets the navigation controller.
    package func uninstall() {
        if machine.phase == .interactive {
            cancel()
        }
        // Its completion (filtered by context) no longer concerns this coordinator.
        forgetTransition()
        Ports.removeGestureRecognizer(pan)
        Ports.removeGestureRecognizer(catcher)
        if let enabled = systemPopWasEnabled {
            navigation?.isInteractivePopGestureEnabled = enabled
        }
        if let enabled = contentPopWasEnabled {
            navigation?.isInteractiveContentPopGestureEnabled = enabled
        }
        systemPopWasEnabled = nil
        contentPopWasEnabled = nil
        navigation = nil
        gate = nil
    }

    // MARK: Vending and starting

    /// The answer for `navigationController(_:interactionControllerFor:)`.
    ///
    /// - Parameter animationController: The animation controller UIKit will run.
    /// - Returns: ``interaction`` (interactive from the start while ``awaitsTransition``, or with
    ///   `wantsInteractiveStart == false` for a catchable transition), or `nil`.
    package func interactionController(for animationController: Ports.AnimationController)
        -> Ports.Interaction?
    {
        let interruptible = animationController.implementsInterruptibleAnimator
        let choice = InteractionControllerChoice.choose(
            awaitsTransition: awaitsTransition,
            allowsCatching: allowsCatchingTransitions && navigation != nil,
            animatorIsInterruptible: interruptible)
        switch choice {
        case .interactive:
            interaction?.wantsInteractiveStart = true
            vendedForCatching = false
        case .catchable:
            interaction?.wantsInteractiveStart = false
            vendedForCatching = true
        case .noController:
            return nil
        }
        machine.isInterruptible = interruptible
        self.animationController = animationController
        return interaction
    }

    /// UIKit started the vended interaction (`startInteractiveTransition(_:)`).
    ///
    /// A transition still registered from before is forgotten first (its completion can then
    /// not end this one); `startingUIKit` runs UIKit's own start (`super`); completion is observed
    /// through the transition coordinator, and a release that came before the start is applied.
    ///
    /// - Parameters:
    ///   - transitionContext: The transition's context.
    ///   - startingUIKit: `super.startInteractiveTransition(_:)`.
    package func startInteractiveTransition(_ transitionContext: Context, startingUIKit: () -> Void) {
        if let previous = context, previous.contextIdentifier != transitionContext.contextIdentifier {
            let vended = animationController
            didComplete()
            animationController = vended
        }
        context = transitionContext
        startingUIKit()
        observeCompletion(of: transitionContext)
        let event: InteractionEvent
        if vendedForCatching, machine.phase == .idle {
            event = .animationStarted(operation(of: transitionContext))
        } else {
            event = .transitionStarted
        }
        vendedForCatching = false
        if case .animationStarted = event {
            settleAnchor = SettlingRun(progress: 0, time: clock(), target: 1, motion: .ownTiming)
        }
        perform(machine.handle(event))
    }

    // MARK: TransitionInteraction

    /// Whether a gesture drives the transition now.
    package var isActive: Bool { machine.phase == .interactive }

    /// Moves the driven transition to `progress` (raw; shaped by the tracker's overshoot).
    ///
    /// - Parameter progress: 0 = where it started, 1 = complete; NaN is ignored.
    package func update(progress: Double) {
        perform(machine.update(progress: progress))
    }

    /// Releases the driven transition: the release policy decides finish or cancel.
    ///
    /// - Parameter velocity: Progress per second, positive toward completion; NaN counts as 0.
    package func end(velocity: Double) {
        perform(machine.end(velocity: velocity))
    }

    /// Releases the driven transition toward an outcome already decided (the zoom dismissal's
    /// policy), handing off `velocity`.
    ///
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - velocity: Progress per second, positive toward completion; NaN counts as 0.
    package func end(_ outcome: ReleaseOutcome, velocity: Double) {
        perform(machine.end(outcome, velocity: velocity))
    }

    /// Moves the driven transition by a 2-D drag, mapped by ``dragProgress``.
    ///
    /// - Parameters:
    ///   - translation: The finger's offset from where the drag began, in points.
    ///   - scale: The pinch scale (1 = unchanged).
    package func update(translation: CGPoint, scale: Double) {
        update(progress: dragProgress.progress(translation: translation, scale: scale))
    }

    /// Releases a 2-D drag: its velocities mapped by ``dragProgress``, then ``end(velocity:)``.
    ///
    /// - Parameters:
    ///   - translationVelocity: Points per second.
    ///   - scaleVelocity: Scale per second, negative while pinching in.
    package func end(translationVelocity: CGPoint, scaleVelocity: Double) {
        end(
            velocity: dragProgress.velocity(
                translationVelocity: translationVelocity, scaleVelocity: scaleVelocity))
    }

    /// The 2-D drag mapping, its reference distance the navigation controller's view height now
    /// (0 — no translation counts — without a loaded view).
    var dragProgress: DragProgress {
        DragProgress(referenceDistance: Double(navigation?.viewIfLoaded?.bounds.height ?? 0))
    }

    /// Cancels the driven transition: it springs back to where it started.
    package func cancel() {
        perform(machine.handle(.cancelled))
    }

    // MARK: Performing the machine's answers

    /// Performs what the machine answered, then enables the catching recognizer exactly while
    /// the machine wants it.
    ///
    /// - Parameter effect: The machine's answer.
    func perform(_ effect: InteractionEffect) {
        switch effect {
        case .noEffect, .rejected:
            break
        case .beginTransition:
            beginTransition()
        case .update(let progress):
            interaction?.update(CGFloat(progress))
        case .pause(let progress):
            // The catch paused the transition before reading it (``catchRunningTransition()``);
            // a reversed animator is turned forward while paused (its views stay where they are),
            // so the progress written next is forward progress for UIKit as for the machine.
            runningAnimator()?.perform(.setReversed(false), observer: callObserver)
            interaction?.update(CGFloat(progress))
        case .release(let decision):
            settleAnchor = SettlingRun(
                progress: decision.progress, time: clock(), target: decision.outcome == .finish ? 1 : 0,
                motion: releasesWithOwnTiming
                    ? .unknown : .spring(releaseSpring, initialVelocity: decision.initialVelocity))
            release(decision)
        case .complete:
            didComplete()
        }
        catcher.isEnabled = machine.wantsCatchRecognizer
    }

    private func beginTransition() {
        // UIKit calls the action of a recognizer that began at the next turn of the run loop
        // (`UIGestureRecognizer.h`): a transition may have started since it was allowed to
        // begin. A pop asked for now would nest in it.
        guard let navigation, navigation.activeTransitionCoordinator == nil else {
            perform(machine.handle(.transitionRefused))
            return
        }
        vendedForCatching = false
        interaction?.wantsInteractiveStart = true
        // A gated controller starts the pop now or drops it; it never queues it to run later
        // without the finger.
        if let start = pendingStart {
            start()
        } else if let gate {
            gate.beginInteractivePop()
        } else {
            navigation.popViewController(animated: true)
        }
        // UIKit answers synchronously whether the pop runs with this interaction; if it does not
        // (no animation controller, no interaction controller, pop refused) nothing can be driven,
        // and the machine returns to idle without a completion.
        if navigation.activeTransitionCoordinator?.initiallyInteractive != true {
            perform(machine.handle(.transitionRefused))
        }
    }

    func release(_ decision: ReleaseDecision) {
        if releasesWithOwnTiming {
            // A scrubber's Play or Reverse: the animator's own timing (`timingCurve` nil) over the
            // remaining share of its duration (`completionSpeed` 1).
            releasesWithOwnTiming = false
            interaction?.setTimingCurve(nil, initialVelocity: .zero)
            interaction?.completionSpeed = 1
            switch decision.outcome {
            case .finish: interaction?.finish()
            case .cancel: interaction?.cancel()
            }
            return
        }
        interaction?.release(decision, spring: releaseSpring)
    }

    /// Reports the completion to the machine once UIKit completed the transition, unless the
    /// coordinator has moved on to another transition by then.
    private func observeCompletion(of transitionContext: Context) {
        let identifier = transitionContext.contextIdentifier
        let completion: @MainActor (TransitionCoordinatorContext) -> Void = { [weak self] reading in
            guard let self, self.context?.contextIdentifier == identifier else { return }
            self.perform(
                self.machine.handle(.completed(ReleaseOutcome(transitionWasCancelled: reading.isCancelled))))
        }
        if let coordinator = navigation?.activeTransitionCoordinator {
            coordinator.animate(alongsideTransition: nil, completion: completion)
        } else {
            transitionContext.viewController(forKey: .from)?.activeTransitionCoordinator?
                .animate(alongsideTransition: nil, completion: completion)
        }
    }

    /// The transition completed: it is forgotten and UIKit's pop gestures follow the new top
    /// screen.
    func didComplete() {
        forgetTransition()
        refreshSystemPopGestures(duringTransition: true)
    }

    /// Forgets the transition: the catching recognizer is disabled at once (a touch can no
    /// longer reach a finished transition's animator), the context released, the machine reset.
    /// A completion that arrives later for the forgotten context is ignored.
    func forgetTransition() {
        drivingGesture = nil
        drivingHandle = nil
        catcher.isEnabled = false
        context = nil
        animationController = nil
        vendedForCatching = false
        settleAnchor = nil
        machine.reset()
    }

    /// The navigation controller went away (its weak reference is `nil`) while the coordinator
    /// was busy: a transition the finger drives is cancelled (UIKit's objects for it may still
    /// run it back), and everything is forgotten, since no completion can be observed any more.
    func endWithoutNavigation() {
        guard machine.phase != .idle else { return }
        if machine.phase == .interactive {
            cancel()
        }
        forgetTransition()
    }

    private func operation(of transitionContext: Context) -> NavigationOperation {
        let from = transitionContext.viewController(forKey: .from)
        let remains =
            from.map { from in navigation?.viewControllers.contains { $0 === from } ?? false } ?? false
        return NavigationOperation.inferred(fromScreenRemainsOnStack: remains)
    }
}
