#if canImport(UIKit)
    import UIKit

    /// A wrapper: UIKit's context is a private class typed as a protocol, which cannot be extended to
    /// conform. ``contextIdentifier`` is the wrapped object's identity, the same for every wrapper.
    @MainActor
    package struct UIKitTransitionContext: TransitionContextPort {
        package let context: any UIViewControllerContextTransitioning

        package init(_ context: any UIViewControllerContextTransitioning) {
            self.context = context
        }

        /// The wrapped context's identity.
        package var contextIdentifier: ObjectIdentifier { ObjectIdentifier(context) }
        package var containerView: UIView { context.containerView }
        package var isAnimated: Bool { context.isAnimated }
        package var isInteractive: Bool { context.isInteractive }
        package var transitionWasCancelled: Bool { context.transitionWasCancelled }
        package var presentationStyle: PresentationStyle { PresentationStyle(context.presentationStyle) }

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
