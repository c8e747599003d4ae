#if canImport(UIKit)
    import UIKit

    /// UIKit's transition context behind the ``TransitionContexting`` port.
    ///
    /// UIKit hands animators an object of a private class typed as the
    /// `UIViewControllerContextTransitioning` protocol, which cannot be extended to conform, so
    /// this small wrapper holds it. ``contextIdentifier`` is the wrapped object's identity, the same
    /// for every wrapper of one context. One line per member.
    @MainActor
    package struct UIKitTransitionContext: TransitionContexting {
        /// UIKit's context.
        package let context: any UIViewControllerContextTransitioning

        /// Wraps a context.
        ///
        /// - Parameter context: The context UIKit passed.
        package init(_ context: any UIViewControllerContextTransitioning) {
            self.context = context
        }

        package var contextIdentifier: ObjectIdentifier { ObjectIdentifier(context) }
        package var containerView: UIView { context.containerView }
        package var isAnimated: Bool { context.isAnimated }
        package var isInteractive: Bool { context.isInteractive }
        package var transitionWasCancelled: Bool { context.transitionWasCancelled }
        package var presentationStyle: PresentationStyle { PresentationStyle(context.presentationStyle) }

        package func updateInteractiveTransition(_ percentComplete: CGFloat) {
            context.updateInteractiveTransition(percentComplete)
        }
        package func finishInteractiveTransition() { context.finishInteractiveTransition() }
        package func cancelInteractiveTransition() { context.cancelInteractiveTransition() }
        package func pauseInteractiveTransition() { context.pauseInteractiveTransition() }
        package func completeTransition(_ didComplete: Bool) { context.completeTransition(didComplete) }

        package func viewController(forKey key: TransitionContextKey) -> UIViewController? {
            context.viewController(forKey: key.viewControllerKey)
        }
        package func view(forKey key: TransitionContextKey) -> UIView? { context.view(forKey: key.viewKey) }
        package func initialFrame(for viewController: UIViewController) -> CGRect {
            context.initialFrame(for: viewController)
        }
        package func finalFrame(for viewController: UIViewController) -> CGRect {
            context.finalFrame(for: viewController)
        }
    }
#endif
