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
        guard let host, let operation else { return askingApp() }
        let fromScreen = host.transitionScreen(of: fromViewController)
        let toScreen = host.transitionScreen(of: toViewController)
        let moving = operation == .push ? toScreen : fromScreen
        let match = registry.match(
            from: fromScreen, to: toScreen, operation: operation, override: overrides.value(for: moving))
        // Only a gesture waiting for the pop it asked for makes this navigation interactive; a
        // transition still settling belongs to a navigation UIKit already started.
        let awaited = driver(for: stack)?.awaitsTransition ?? false
        let decision = TransitionDecision.decide(
            style: match.map { host.style(of: $0.value) }, operation: operation,
            layoutDirection: stack.viewLayoutDirection, preferences: host.motionPreferences,
            interactionIsDriving: awaited,
            toolbarHeights: (
                host.transitionToolbarHeight(of: fromViewController),
                host.transitionToolbarHeight(of: toViewController)
            ))
        /// The library's animator for a decision it plays, announced to observers.
        func play(_ decision: TransitionDecision, _ transition: Host.Transition?) -> Host.Animation {
            let animator = host.makeAnimator(for: decision, transition: transition)
            announce(
                animator, in: stack, decision: decision, from: fromScreen, to: toScreen,
                isInteractive: awaited)
            return host.animationController(of: animator)
        }
        let vended: Host.Animation?
        switch decision.player {
        case .library:
            vended = play(decision, match?.value)
        case .custom:
            if let custom = match.flatMap({
                host.customAnimationController(
                    of: $0.value, operation: operation, from: fromScreen, to: toScreen)
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
        return vended
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
