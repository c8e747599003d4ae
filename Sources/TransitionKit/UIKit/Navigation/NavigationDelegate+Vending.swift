#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Vends the animation controller for a push or pop (see ``AnimatorDecision``).
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
            let decision = AnimatorDecision.decide(
                style: match?.value.style, reduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
                prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions,
                interactionIsDriving: awaited)
            let vended: (any UIViewControllerAnimatedTransitioning)?
            switch decision {
            case .plan(let style):
                let animator = TransitionAnimator(
                    style: style, operation: neutralOperation, zoomSource: match?.value.zoomSource,
                    zoomDestination: match?.value.zoomDestination)
                announce(
                    animator, operation: neutralOperation, from: fromScreen, to: toScreen,
                    isInteractive: awaited)
                vended = animator
            case .custom(_, let fallback):
                if let custom = match?.value.makeAnimator?(neutralOperation, fromScreen, toScreen)
                    ?? appAnswer()
                {
                    vended = custom
                } else if let fallback {
                    let animator = TransitionAnimator(
                        style: fallback, operation: neutralOperation, zoomSource: nil, zoomDestination: nil)
                    announce(
                        animator, operation: neutralOperation, from: fromScreen, to: toScreen,
                        isInteractive: awaited)
                    vended = animator
                } else {
                    vended = nil
                }
            case .deferToApp(let fallback):
                // Whatever is vended, remember it: a stale reference would make the app's own
                // animator look like ours and hand its interaction to our driver.
                if let answer = appAnswer() {
                    lastVendedAnimator = nil
                    return answer
                }
                guard let fallback else {
                    lastVendedAnimator = nil
                    return nil
                }
                let animator = TransitionAnimator(
                    style: fallback, operation: neutralOperation, zoomSource: nil, zoomDestination: nil)
                announce(
                    animator, operation: neutralOperation, from: fromScreen, to: toScreen,
                    isInteractive: awaited)
                vended = animator
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
