#if canImport(UIKit)
    import UIKit

    /// A wrapper: UIKit's context is a private class typed as a protocol, which cannot be extended to
    /// conform. ``contextIdentifier`` is the wrapped object's identity, the same for every wrapper.
    @MainActor
    package struct UIKitTransitionContext: TransitionContexting {
        /// UIKit's context.
        package let context: any UIViewControllerContextTransitioning

        package init(_ context: any UIViewControllerContextTransitioning) {
            self.context = context
        }

        /// The wrapped context's identity.
        package var contextIdentifier: ObjectIdentifier { ObjectIdentifier(context) }
        /// UIKit's `containerView`.
        package var containerView: UIView { context.containerView }
        /// UIKit's `isAnimated`.
        package var isAnimated: Bool { context.isAnimated }
        /// UIKit's `isInteractive`.
        package var isInteractive: Bool { context.isInteractive }
        /// UIKit's `transitionWasCancelled`.
        package var transitionWasCancelled: Bool { context.transitionWasCancelled }
        /// UIKit's `presentationStyle`.
        package var presentationStyle: PresentationStyle { PresentationStyle(context.presentationStyle) }

        /// UIKit's `completeTransition(_:)`.
        package func completeTransition(_ didComplete: Bool) { context.completeTransition(didComplete) }

        /// UIKit's `viewController(forKey:)`.
        package func viewController(forKey key: TransitionContextKey) -> UIViewController? {
            context.viewController(forKey: key.viewControllerKey)
        }
        /// UIKit's `view(forKey:)`.
        package func view(forKey key: TransitionContextKey) -> UIView? { context.view(forKey: key.viewKey) }
        /// UIKit's `initialFrame(for:)`.
        package func initialFrame(for viewController: UIViewController) -> CGRect {
            context.initialFrame(for: viewController)
        }
        /// UIKit's `finalFrame(for:)`.
        package func finalFrame(for viewController: UIViewController) -> CGRect {
            context.finalFrame(for: viewController)
        }
    }
#endif
