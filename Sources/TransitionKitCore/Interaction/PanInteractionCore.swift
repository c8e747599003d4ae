import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything the pan driver decides, in neutral code; `PanTransitionDriver` forwards UIKit's callbacks here.
/// The callbacks in order, what is remembered and bad input: `GesturesInternals`.
@MainActor
package final class PanInteractionCore<Ports: PanInteractionPorts>: TransitionInteraction {
    package typealias Context = Ports.AnimationController.Context

    /// How the pan starts, as the driver was made: following the system's swipe back or fixed.
    package let configuration: PopGestureConfiguration
    /// Decides which pan pops on the running system (its version is set by the UIKit layer;
    /// 0, a system before iOS 26, until then).
    package var popGestureRule = PopGestureRule(systemMajorVersion: 0)
    /// The top screen's `transitionPopGesture` (looked up in the controllers it contains); `nil` answers
    /// `.automatic`.
    package var topScreenPopGesture: (@MainActor (Ports.Navigation) -> TransitionPopGesture)?
    /// The views excluded from the pop pan (`UIView.excludesTransitionPopGesture`), read in the
    /// navigation controller's view when a touch lands; `nil` excludes nothing.
    package var popGestureExclusions: (@MainActor (Ports.Navigation) -> [PopGestureExclusion])?

    /// How the pan starts for the top screen now: ``configuration`` narrowed by the screen's
    /// choice and resolved for the running system (``PopGestureRule``).
    package var activation: PanActivation {
        popGestureRule.activation(configured: configuration, screen: topScreenChoice)
    }

    var topScreenChoice: TransitionPopGesture {
        navigation.flatMap { navigation in topScreenPopGesture?(navigation) } ?? .automatic
    }
    /// The recognizer that starts pops.
    package let pan: Ports.Gesture
    /// The recognizer that catches a running transition (enabled only while one may be caught).
    package let catcher: Ports.Gesture
    /// Decides whether a touch may start a pop and whether the first movement is a pop.
    package var beginPolicy = PanBeginPolicy.default
    /// Decides finish or cancel and the hand-off velocity on release: the machine's own, so it
    /// decides every release from the moment it is set.
    package var releasePolicy: ReleasePolicy {
        get { machine.releasePolicy }
        set { machine.releasePolicy = newValue }
    }
    /// A spring without damping is refused (it would never settle, so the transition would never complete):
    /// the value stays and the misuse goes to the diagnostics.
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
    /// Asked at each touch whether a custom transition plays for popping the top screen (`false`: UIKit's own
    /// pop gestures stay on and the pan does not begin); told when a touch lands. `nil` drives every pop.
    package weak var popDecider: (any PopDeciding)? {
        didSet { refreshSystemPopGestures(duringTransition: false) }
    }
    /// The device trace of the installing delegate: hears each call to the driven context and animator.
    package var callObserver: TransitionCallObserver?
    /// The percent-driven interaction controller UIKit starts (the driver itself on device).
    package weak var interaction: Ports.Interaction?

    /// The navigation controller the coordinator is installed on.
    package private(set) weak var navigation: Ports.Navigation?
    package internal(set) var machine: InteractionMachine

    // State shared with the gesture half (internal: the coordinator's own files only).

    /// The navigation controller's gate, when it adopts ``InteractivePopGating``.
    weak var gate: (any InteractivePopGating)?
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

    /// A pan that always starts as `activation` (a screen's `.edgeOnly` still narrows it to the edge);
    /// `clock` gives seconds on a monotonic clock.
    package convenience init(
        activation: PanActivation, pan: Ports.Gesture, catcher: Ports.Gesture,
        clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.init(configuration: .fixed(activation), pan: pan, catcher: catcher, clock: clock)
    }

    /// `clock` gives seconds on a monotonic clock, for the samples' timestamps.
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
    package var isDriving: Bool { machine.isDriving }

    /// Whether the gesture asked for a pop that UIKit has not started yet.
    package var awaitsTransition: Bool { machine.awaitsTransition }

    package var phase: InteractionPhase { machine.phase }

    // MARK: Installation

    /// Turns UIKit's own pop gestures off, remembering their state; installing again on the same controller
    /// does nothing, on another uninstalls first.
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
    /// gestures follow ``popDecider``'s answer for the new top screen.
    package func topScreenDidChange() {
        refreshSystemPopGestures(duringTransition: false)
    }

    /// Whether UIKit's own interactive pop plays for popping the top screen now (``popDecider``
    /// answers `false`).
    var systemPlaysTopPop: Bool {
        guard let popDecider, let navigation else { return false }
        return !popDecider.popPlaysCustomTransition(in: navigation)
    }

    /// UIKit's pop gestures on where its own pop plays (if the app had them on), off where ours does: one
    /// swipe could start both. Only our moments apply it mid-transition: turning UIKit's off cancels its pop.
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

    /// `navigationController(_:interactionControllerFor:)`: interactive while ``awaitsTransition``, with
    /// `wantsInteractiveStart == false` for a catchable transition, else `nil`.
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

    /// `startingUIKit` is `super`'s. A transition still registered from before is forgotten first, so its
    /// completion cannot end this one; a release that came before the start is applied now.
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

    /// 0 = where it started, 1 = complete (raw: shaped by the tracker's overshoot); NaN is ignored.
    package func update(progress: Double) {
        perform(machine.update(progress: progress))
    }

    /// `velocity` in progress per second, positive toward completion; NaN counts as 0.
    package func end(velocity: Double) {
        perform(machine.end(velocity: velocity))
    }

    /// Releases toward an outcome already decided (the zoom dismissal's policy).
    package func end(_ outcome: ReleaseOutcome, velocity: Double) {
        perform(machine.end(outcome, velocity: velocity))
    }

    /// `translation` in points from where the drag began; `scale` 1 = no pinch.
    package func update(translation: CGPoint, scale: Double) {
        update(progress: dragProgress.progress(translation: translation, scale: scale))
    }

    /// Points per second and scale per second (negative while pinching in).
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

    /// Then enables the catching recognizer exactly while the machine wants it.
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

    /// The catching recognizer is disabled at once, so a touch never reaches a finished animator; a later
    /// completion for the forgotten context is ignored.
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

    /// The navigation controller went away: a driven transition is cancelled and everything forgotten, since
    /// no completion can be observed any more.
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
