#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Vends the animation controller for a push or pop (see ``TransitionDecision``).
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - operation: Push, pop or none.
        ///   - fromVC: The screen being left.
        ///   - toVC: The screen being shown.
        /// - Returns: The animator, the app delegate's, or `nil` to let UIKit animate.
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let appAnswer = { [weak additionalDelegate] in
                additionalDelegate?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }
            guard let neutralOperation = NavigationOperation(operation) else { return appAnswer() }
            let fromScreen = fromVC.transitionScreen
            let toScreen = toVC.transitionScreen
            let moving = neutralOperation == .push ? toScreen : fromScreen
            let match = registry.match(
                from: fromScreen, to: toScreen, operation: neutralOperation,
                override: overrides.value(for: moving))
            // Only a gesture waiting for the pop it asked for makes this navigation interactive; a
            // transition still settling belongs to a navigation UIKit already started.
            let awaited = driver(for: navigationController)?.awaitsTransition ?? false
            let decision = TransitionDecision.decide(
                style: match?.value.style, operation: neutralOperation,
                layoutDirection: TransitionLayoutDirection(
                    navigationController.view.effectiveUserInterfaceLayoutDirection),
                preferences: MotionPreferences(
                    reduceMotion: UIAccessibility.isReduceMotionEnabled,
                    prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions),
                interactionIsDriving: awaited,
                toolbarHeights: (
                    (fromVC as? TransitionToolbarProviding)?.transitionToolbarHeight.map { Double($0) },
                    (toVC as? TransitionToolbarProviding)?.transitionToolbarHeight.map { Double($0) }
                ))
            /// Our animator for a decision the library plays, announced to observers.
            func play(
                _ decision: TransitionDecision, zoomSource: UIView? = nil, zoomDestination: UIView? = nil
            )
                -> TransitionAnimator
            {
                let animator = TransitionAnimator(
                    decision: decision, zoomSource: zoomSource, zoomDestination: zoomDestination)
                announce(
                    animator, operation: neutralOperation, from: fromScreen, to: toScreen,
                    isInteractive: awaited)
                return animator
            }
            let vended: (any UIViewControllerAnimatedTransitioning)?
            switch decision.player {
            case .library:
                vended = play(
                    decision, zoomSource: match?.value.zoomSource,
                    zoomDestination: match?.value.zoomDestination)
            case .custom:
                if let custom = match?.value.makeAnimator?(neutralOperation, fromScreen, toScreen) {
                    vended = custom
                } else if let answer = appAnswer() {
                    // The app's own animator is not ours: forget the last one, or the app's would
                    // look like ours and its interaction would go to our driver.
                    lastVendedAnimator = nil
                    return answer
                } else {
                    vended = decision.fallback.map { play($0) }
                }
            case .system:
                if let answer = appAnswer() {
                    lastVendedAnimator = nil
                    return answer
                }
                vended = decision.fallback.map { play($0) }
            }
            lastVendedAnimator = vended
            return vended
        }

        /// Vends the interaction controller: the driver's while its gesture awaits the pop it asked
        /// for (or for the delegate's own animators), the app delegate's for its own animators
        /// (see ``InteractionPriority``).
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - animationController: The animation controller UIKit will run.
        /// - Returns: The interaction controller, or `nil` for a non-interactive transition.
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            let driver = driver(for: navigationController)
            let fromDriver = { driver?.interactionController(for: animationController) }
            let fromApp = { [weak additionalDelegate] in
                additionalDelegate?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
            }
            let priority = InteractionPriority.decide(
                animatorIsOurs: animationController === lastVendedAnimator,
                driverIsDriving: driver?.awaitsTransition ?? false)
            switch priority {
            case .driverFirst: return fromDriver() ?? fromApp()
            case .appFirst: return fromApp() ?? fromDriver()
            }
        }
    }

    extension NavigationOperation {
        /// The neutral operation for UIKit's, or `nil` for `.none`.
        ///
        /// - Parameter operation: UIKit's operation.
        public init?(_ operation: UINavigationController.Operation) {
            switch operation {
            case .push: self = .push
            case .pop: self = .pop
            default: return nil
            }
        }
    }
#endif
