extension NavigationDelegateCoordinator {
    /// `navigationController(_:animationControllerFor:from:to:)`: what ``TransitionDecision``
    /// decides plays — the library's animator, a `.custom` registration's own, the app delegate's,
    /// or none (UIKit animates).
    ///
    /// - Parameters:
    ///   - operation: Push or pop; `nil` for UIKit's `.none`.
    ///   - fromViewController: The entry being left.
    ///   - toViewController: The entry being shown.
    ///   - stack: The navigation controller.
    ///   - askingApp: Asks the app's delegate for its animation controller.
    /// - Returns: The animation controller, or `nil` to let UIKit animate.
    func animationController(
        operation: NavigationOperation?, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, askingApp: () -> Host.Animation?
    ) -> Host.Animation? {
        let vended = vendAnimationController(
            operation: operation, from: fromViewController, to: toViewController, in: stack,
            askingApp: askingApp)
        if vended != nil { controllers[stack, default: ControllerState()].customAnimatorPlays = true }
        return vended
    }

    /// What ``animationController(operation:from:to:in:askingApp:)`` vends.
    private func vendAnimationController(
        operation: NavigationOperation?, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, askingApp: () -> Host.Animation?
    ) -> Host.Animation? {
        // Only a gesture waiting for the pop it asked for makes this navigation interactive; a
        // transition still settling belongs to a navigation UIKit already started.
        let awaited = driver(for: stack)?.awaitsTransition ?? false
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
            controllers[stack, default: ControllerState()].lastVendedAnimation = nil
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
                controllers[stack, default: ControllerState()].lastVendedAnimation = nil
                return answer
            } else {
                vended = decision.fallback.map { play($0, nil) }
            }
        case .system:
            if let answer = askingApp() {
                controllers[stack, default: ControllerState()].lastVendedAnimation = nil
                return answer
            }
            vended = decision.fallback.map { play($0, nil) }
        }
        controllers[stack, default: ControllerState()].lastVendedAnimation = vended.map { $0 as AnyObject }
        if vended != nil, !awaited { scrubIfAsked(operation, in: stack) }
        return vended
    }

    /// Whether the moving screen's own `preferredTransition` plays instead of `decision`
    /// (``playsPreferredTransition(_:from:to:)``), reported in debug builds when the library would
    /// have played something of its own.
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

    /// Whether UIKit plays the moving entry's own `preferredTransition` for `operation`
    /// (``PreferredTransitionRule``): UIKit reads it from the view controller it pushes or pops —
    /// the stack entry — so a bar-less container's content counts as far as its container carries
    /// it (``ScreenWrapCoordinator``); the library plays its own transition otherwise, never
    /// leaving UIKit a plain slide.
    ///
    /// - Parameters:
    ///   - operation: Push or pop.
    ///   - fromViewController: The entry being left.
    ///   - toViewController: The entry being shown.
    /// - Returns: `true` when the library steps aside for the entry's own transition.
    func playsPreferredTransition(
        _ operation: NavigationOperation, from fromViewController: Screen, to toViewController: Screen
    ) -> Bool {
        guard let host else { return false }
        let moving = operation == .push ? toViewController : fromViewController
        return PreferredTransitionRule.systemPlays(
            screenHasPreferredTransition: host.hasPreferredTransition(moving),
            hasOverride: overrides.value(for: host.transitionScreen(of: moving)) != nil)
    }

    /// What plays for `operation` between two stack entries of `stack` (override, registration or
    /// default, through ``TransitionDecision``), and the matched transition.
    ///
    /// - Parameters:
    ///   - operation: Push or pop.
    ///   - fromViewController: The entry being left.
    ///   - toViewController: The entry being shown.
    ///   - stack: The navigation controller.
    ///   - interactionIsDriving: Whether a gesture waits for this navigation.
    /// - Returns: The decision and the matched transition; `nil` once the host went away.
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

    /// What plays for `operation` between two screens (override, registration or default, through
    /// ``TransitionDecision``), and the matched transition: the one rule pushes, pops,
    /// presentations and dismissals share. A pop a gesture drives plays its pair's
    /// `.interactivePop` registration first, when there is one.
    ///
    /// - Parameters:
    ///   - operation: Push (a presentation) or pop (a dismissal).
    ///   - fromScreen: The screen being left, as registrations see it.
    ///   - toScreen: The screen being shown.
    ///   - override: The transition given for this screen pair, which beats every registration.
    ///   - layoutDirection: The layout direction the transition plays in.
    ///   - interactionIsDriving: Whether a gesture waits for this transition.
    ///   - toolbarHeights: The two screens' toolbar heights, if any.
    /// - Returns: The decision and the matched transition; `nil` once the host went away.
    func decide(
        _ operation: NavigationOperation, from fromScreen: Screen, to toScreen: Screen,
        override: Host.Transition?, layoutDirection: TransitionLayoutDirection, interactionIsDriving: Bool,
        toolbarHeights: (from: Double?, to: Double?) = (nil, nil)
    ) -> (decision: TransitionDecision, transition: Host.Transition?)? {
        guard let host else { return nil }
        let (match, isGesturePop) = registry.match(
            from: fromScreen, to: toScreen, operation: operation, override: override,
            interactive: interactionIsDriving)
        var decision = TransitionDecision.decide(
            style: match.map { host.style(of: $0.value) }, operation: operation,
            layoutDirection: layoutDirection, preferences: host.motionPreferences,
            interactionIsDriving: interactionIsDriving, toolbarHeights: toolbarHeights)
        decision.leavingScreenIsDriven = zoomDismissal.begins && operation == .pop
        decision.playsGesturePop = isGesturePop
        return (decision, match?.value)
    }

    /// `navigationController(_:interactionControllerFor:)`: the driver's or the app delegate's
    /// interaction controller, in the order ``InteractionPriority`` decides.
    ///
    /// - Parameters:
    ///   - animationController: The animation controller UIKit will run.
    ///   - stack: The navigation controller.
    ///   - askingApp: Asks the app's delegate for its interaction controller.
    /// - Returns: The interaction controller, or `nil` for a non-interactive transition.
    func interactionController(
        for animationController: Host.Animation, in stack: Stack, askingApp: () -> Host.Interaction?
    ) -> Host.Interaction? {
        let driver = driver(for: stack)
        let priority = InteractionPriority.decide(
            animatorIsOurs: (animationController as AnyObject) === controllers[stack]?.lastVendedAnimation,
            driverIsDriving: driver?.awaitsTransition ?? false)
        switch priority {
        case .driverFirst: return driver?.interactionController(for: animationController) ?? askingApp()
        case .appFirst: return askingApp() ?? driver?.interactionController(for: animationController)
        }
    }
}

/// Whose interaction controller a navigation delegate offers first for one transition.
///
/// ```swift
/// InteractionPriority.decide(animatorIsOurs: false, driverIsDriving: false)   // .appFirst
/// ```
///
/// - The driver's gesture started the navigation: the driver first — it must drive what it began.
/// - The animation controller is one the delegate vended (a built-in or custom registration): the
///   driver first; the app's delegate is asked only if the driver declines.
/// - Otherwise the app's own delegate vended the animator: the app's interaction controller
///   first (it pairs with its own animator); the driver only if the app vends none (so a
///   transition can still be caught by a touch).
package enum InteractionPriority: Sendable, Hashable, CaseIterable {
    /// Ask the interaction driver, then the app's delegate.
    case driverFirst
    /// Ask the app's delegate, then the interaction driver.
    case appFirst

    /// Decides the order.
    ///
    /// - Parameters:
    ///   - animatorIsOurs: Whether the delegate itself vended the animation controller.
    ///   - driverIsDriving: Whether the driver's gesture started the navigation and waits for it
    ///     (`PanTransitionDriver.awaitsTransition`), not merely whether it is busy.
    /// - Returns: Who is asked first.
    package static func decide(animatorIsOurs: Bool, driverIsDriving: Bool) -> InteractionPriority {
        driverIsDriving || animatorIsOurs ? .driverFirst : .appFirst
    }
}
