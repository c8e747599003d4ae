/// Which animation and interaction controllers a navigation delegate vends, and what it vended last per
/// navigation controller.
@MainActor
package final class TransitionVendor<Host: NavigationDelegateHost> {
    package typealias Stack = Host.Stack
    package typealias Screen = Host.Screen

    /// What is remembered of the transition vended last for one navigation controller.
    struct Vended {
        /// The library's or a registration's animation controller (not the app delegate's).
        weak var animation: AnyObject?
        /// The transition `willShow` opened last plays an animator other than UIKit's slide, so
        /// `SystemBarChoreography` moves its bars.
        var customAnimatorPlays = false
    }

    /// Held weakly: it owns the core that owns this vendor.
    weak var host: Host?
    package var registry: TransitionRegistry<Screen, Host.Transition>
    /// `pushViewController(_:transition:)`'s.
    package var overrides = ScreenOverrides<Screen, Host.Transition>()
    /// Whether every transition vended (and no gesture drives) is handed to the host to be
    /// scrubbed (`NavigationDelegate.scrubsTransitions`).
    package var scrubsTransitions = false
    /// Handed to each library animator vended (the device trace's).
    var callObserver: TransitionCallObserver?
    private var lastVended = ControllerTable<Stack, Vended>()
    private let slot: DelegateSlot<Host>
    private let announcer: TransitionAnnouncer<Host>
    private let zoomDismissal: ZoomDismissalGate

    init(
        defaultTransition: Host.Transition?, slot: DelegateSlot<Host>, announcer: TransitionAnnouncer<Host>,
        zoomDismissal: ZoomDismissalGate
    ) {
        registry = TransitionRegistry(defaultValue: defaultTransition)
        self.slot = slot
        self.announcer = announcer
        self.zoomDismissal = zoomDismissal
    }

    /// The animation controller vended last for `stack`, if the library's or a registration's.
    func lastVendedAnimation(in stack: Stack) -> AnyObject? {
        lastVended[stack]?.animation
    }

    func customAnimatorPlays(in stack: Stack) -> Bool {
        lastVended[stack]?.customAnimatorPlays == true
    }

    /// A new transition of `stack` opens (`willShow`): its animator is not known yet.
    func forgetCustomAnimator(of stack: Stack) {
        if lastVended[stack]?.customAnimatorPlays == true {
            lastVended[stack, default: Vended()].customAnimatorPlays = false
        }
    }

    func forgetReleasedControllers() {
        lastVended.prune()
    }

    /// `operation` is `nil` for UIKit's `.none`. Returns `nil` to let UIKit animate.
    package func animationController(
        operation: NavigationOperation?, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, askingApp: () -> Host.Animation?
    ) -> Host.Animation? {
        let vended = vendAnimationController(
            operation: operation, from: fromViewController, to: toViewController, in: stack,
            askingApp: askingApp)
        if vended != nil { lastVended[stack, default: Vended()].customAnimatorPlays = true }
        return vended
    }

    /// What ``animationController(operation:from:to:in:askingApp:)`` vends.
    private func vendAnimationController(
        operation: NavigationOperation?, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, askingApp: () -> Host.Animation?
    ) -> Host.Animation? {
        // Only a gesture waiting for the pop it asked for makes this navigation interactive; a
        // transition still settling belongs to a navigation UIKit already started.
        let awaited = slot.driver(for: stack)?.awaitsTransition ?? false
        guard let host, let operation,
            case let (decision, match)? = decide(
                operation, from: fromViewController, to: toViewController, in: stack,
                interactionIsDriving: awaited)
        else { return askingApp() }
        let fromScreen = host.transitionScreen(of: fromViewController)
        let toScreen = host.transitionScreen(of: toViewController)
        if yieldsToPreferredTransition(
            operation, from: fromViewController, to: toViewController, decision: decision)
        {
            lastVended[stack, default: Vended()].animation = nil
            return askingApp()
        }
        /// The library's animator for a decision it plays, announced to observers.
        func play(_ decision: TransitionDecision, _ transition: Host.Transition?) -> Host.Animation {
            let animator = host.makeAnimator(for: decision, transition: transition)
            zoomDismissal.holdSettle(of: animator, decision: decision)
            animator.callObserver = callObserver
            announcer.announce(
                animator, in: stack, decision: decision, from: fromScreen, to: toScreen,
                isInteractive: awaited)
            return host.animationController(of: animator)
        }
        let vended: Host.Animation?
        switch decision.player {
        case .library:
            vended = play(decision, match)
        case .custom:
            if let custom = match.flatMap({
                host.customAnimationController(
                    of: $0, operation: operation, from: fromScreen, to: toScreen)
            }) {
                vended = custom
            } else if let answer = askingApp() {
                // The app's own animator is not ours: forget the last one, or the app's would look
                // like ours and its interaction would go to our driver.
                lastVended[stack, default: Vended()].animation = nil
                return answer
            } else {
                vended = decision.fallback.map { play($0, nil) }
            }
        case .system:
            if let answer = askingApp() {
                lastVended[stack, default: Vended()].animation = nil
                return answer
            }
            vended = decision.fallback.map { play($0, nil) }
        }
        lastVended[stack, default: Vended()].animation = vended.map { $0 as AnyObject }
        if vended != nil, !awaited { scrubIfAsked(operation, in: stack) }
        return vended
    }

    /// Reported in debug builds when the library would have played something of its own.
    private func yieldsToPreferredTransition(
        _ operation: NavigationOperation, from fromViewController: Screen, to toViewController: Screen,
        decision: TransitionDecision
    ) -> Bool {
        guard let host, playsPreferredTransition(operation, from: fromViewController, to: toViewController)
        else { return false }
        let screen = host.transitionScreen(of: operation == .push ? toViewController : fromViewController)
        if decision.player != .system {
            Diagnostics.report(
                "navigation",
                "\(type(of: screen)) sets preferredTransition: UIKit plays it for this \(operation), "
                    + "not the library's \(decision.style.map { "\($0)" } ?? "transition"); "
                    + "push it with a transition to play that instead",
                level: .debug)
        }
        return true
    }

    /// UIKit reads `preferredTransition` from the entry it pushes or pops, so a bar-less container's content
    /// counts only as far as its container carries it (`ScreenWrapper`).
    func playsPreferredTransition(
        _ operation: NavigationOperation, from fromViewController: Screen, to toViewController: Screen
    ) -> Bool {
        guard let host else { return false }
        let moving = operation == .push ? toViewController : fromViewController
        return PreferredTransitionRule.systemPlays(
            screenHasPreferredTransition: host.hasPreferredTransition(moving),
            hasOverride: overrides.value(for: host.transitionScreen(of: moving)) != nil)
    }

    /// `interactionIsDriving`: a gesture waits for this navigation. `nil` once the host went away.
    func decide(
        _ operation: NavigationOperation, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, interactionIsDriving: Bool
    ) -> (decision: TransitionDecision, transition: Host.Transition?)? {
        guard let host else { return nil }
        let fromScreen = host.transitionScreen(of: fromViewController)
        let toScreen = host.transitionScreen(of: toViewController)
        let moving = operation == .push ? toScreen : fromScreen
        return decide(
            operation, from: fromScreen, to: toScreen, override: overrides.value(for: moving),
            layoutDirection: stack.viewLayoutDirection, interactionIsDriving: interactionIsDriving,
            toolbarHeights: (
                host.transitionToolbarHeight(of: fromViewController),
                host.transitionToolbarHeight(of: toViewController)
            ))
    }

    /// The one rule pushes, pops, presentations and dismissals share; a pop a gesture drives plays its pair's
    /// `.interactivePop` registration first, a dismissal never (a drag there is the zoom's own). `nil` once
    /// the host went away.
    func decide(
        _ operation: NavigationOperation, from fromScreen: Screen, to toScreen: Screen,
        override: Host.Transition?, layoutDirection: TransitionLayoutDirection, interactionIsDriving: Bool,
        isPresentation: Bool = false, toolbarHeights: (from: Double?, to: Double?) = (nil, nil)
    ) -> (decision: TransitionDecision, transition: Host.Transition?)? {
        guard let host else { return nil }
        let (match, isGesturePop) = registry.match(
            from: fromScreen, to: toScreen, operation: operation, override: override,
            interactive: interactionIsDriving && !isPresentation)
        var style = match.map { host.style(of: $0.value) }
        if isPresentation { style?.gesturePopChoice = nil }
        var decision = TransitionDecision.decide(
            style: style, operation: operation,
            layoutDirection: layoutDirection, preferences: host.motionPreferences,
            interactionIsDriving: interactionIsDriving, toolbarHeights: toolbarHeights)
        decision.leavingScreenIsDriven = zoomDismissal.begins && operation == .pop
        decision.playsGesturePop = decision.playsGesturePop || isGesturePop
        return (decision, match?.value)
    }

    /// Asks in the order `InteractionPriority` decides; `nil` for a non-interactive transition.
    package func interactionController(
        for animationController: Host.Animation, in stack: Stack, askingApp: () -> Host.Interaction?
    ) -> Host.Interaction? {
        let driver = slot.driver(for: stack)
        let priority = InteractionPriority.decide(
            animatorIsOurs: (animationController as AnyObject) === lastVended[stack]?.animation,
            driverIsDriving: driver?.awaitsTransition ?? false)
        switch priority {
        case .driverFirst: return driver?.interactionController(for: animationController) ?? askingApp()
        case .appFirst: return askingApp() ?? driver?.interactionController(for: animationController)
        }
    }

    /// On the next turn, because UIKit starts the transition after the delegate answered; by then the
    /// driver holds it as catchable. A controller released by then is left alone.
    private func scrubIfAsked(_ operation: NavigationOperation, in stack: Stack) {
        guard scrubsTransitions, let host else { return }
        host.scheduleOnNextTurn { [weak self, weak stack] in
            guard let self, let stack, self.scrubsTransitions else { return }
            self.host?.scrubRunningTransition(of: stack, operation: operation)
        }
    }
}

extension TransitionVendor {
    /// The zoom dismissal's question before it takes a drag (Reduce Motion included); `false` with nothing
    /// to pop.
    func popPlaysZoom(in stack: Stack) -> Bool {
        let entries = stack.viewControllers
        guard entries.count > 1,
            let decision = decide(
                .pop, from: entries[entries.count - 1], to: entries[entries.count - 2], in: stack,
                interactionIsDriving: true)?.decision
        else { return false }
        return decision.style?.kind.growsFromSource == true
    }

    /// Refuses (`nil`, reported at debug level, `begin` not called) when the animator vended last ended and
    /// awaits its settle hold: the dismissal's springs still fly the screen and will end it.
    func beginZoomDismissalPop(
        in stack: Stack, holding hold: SettleHold, _ begin: () -> (any TransitionInteraction)?
    ) -> (any TransitionInteraction)? {
        if let animator = lastVended[stack]?.animation as? Host.Animator, animator.awaitsSettle {
            Diagnostics.report(
                "dismissal", "the pop's animator already ended; it is not caught", level: .debug)
            return nil
        }
        return zoomDismissal.beginning(holding: hold, begin)
    }

    /// The pop's `.from` view as the last vended animator received it, restored when the pop ends; `nil` when
    /// no pop that leaves its screen to the drag runs.
    func zoomDismissalView(in stack: Stack) -> Host.Animator.DrivenView? {
        (lastVended[stack]?.animation as? Host.Animator)?.drivenView
    }
}
