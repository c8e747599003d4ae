#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Vends the animation controller for a push or pop (see `TransitionDecision`).
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
            let answer = core.vendor.animationController(
                operation: NavigationOperation(operation), from: fromVC, to: toVC, in: navigationController
            ) {
                additionalDelegate?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }
            trace?.tap.vended("animationControllerFor \(operation.rawValue)", answer)
            return answer
        }

        /// Vends the interaction controller: the driver's while its gesture awaits the pop it asked
        /// for (or for the delegate's own animators), the app delegate's for its own animators
        /// (see `InteractionPriority`).
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - animationController: The animation controller UIKit will run.
        /// - Returns: The interaction controller, or `nil` for a non-interactive transition.
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            let answer = core.vendor.interactionController(for: animationController, in: navigationController)
            {
                additionalDelegate?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
            }
            trace?.tap.vended("interactionControllerFor", answer)
            return answer
        }
    }

    extension NavigationDelegate {
        /// The animation controller: UIKit's protocol.
        package typealias Animation = any UIViewControllerAnimatedTransitioning
        /// The interaction controller: UIKit's protocol.
        package typealias Interaction = any UIViewControllerInteractiveTransitioning
        /// What a registration vends.
        package typealias Transition = ScreenTransition
        /// The library's animator.
        package typealias Animator = TransitionAnimator

        /// Reduce Motion and Prefer Cross-Fade Transitions, from `UIAccessibility`.
        package var motionPreferences: MotionPreferences {
            MotionPreferences(
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions)
        }

        /// The height a ``TransitionToolbarProviding`` screen reports.
        package func transitionToolbarHeight(of viewController: UIViewController) -> Double? {
            (viewController as? TransitionToolbarProviding)?.transitionToolbarHeight.map { Double($0) }
        }

        package func style(of transition: ScreenTransition) -> TransitionStyle {
            transition.style
        }

        /// A `.custom` transition's animator, made by its factory.
        package func customAnimationController(
            of transition: ScreenTransition, operation: NavigationOperation, from: UIViewController,
            to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            transition.makeAnimator?(operation, from, to)
        }

        /// The library's animator for a decision it plays, with the transition's zoom views.
        package func makeAnimator(for decision: TransitionDecision, transition: ScreenTransition?)
            -> TransitionAnimator
        {
            TransitionAnimator(decision: decision, zoom: transition?.zoomLookup ?? .screens)
        }

        /// The animator as UIKit's animation controller.
        package func animationController(of animator: TransitionAnimator)
            -> any UIViewControllerAnimatedTransitioning
        {
            animator
        }
    }

    extension NavigationOperation {
        /// `nil` for `.none`.
        package init?(_ operation: UINavigationController.Operation) {
            switch operation {
            case .push: self = .push
            case .pop: self = .pop
            default: return nil
            }
        }
    }
#endif
