#if canImport(UIKit)
    import UIKit

    /// A wrapper: `transitionCoordinator` returns a private class typed as a protocol, which cannot be
    /// extended to conform.
    @MainActor
    package struct UIKitTransitionCoordinator: TransitionCoordinatorPort {
        package let coordinator: any UIViewControllerTransitionCoordinator

        package init(_ coordinator: any UIViewControllerTransitionCoordinator) {
            self.coordinator = coordinator
        }

        package var isAnimated: Bool { coordinator.isAnimated }
        package var isInteractive: Bool { coordinator.isInteractive }
        package var initiallyInteractive: Bool { coordinator.initiallyInteractive }
        package var isInterruptible: Bool { coordinator.isInterruptible }
        package var isCancelled: Bool { coordinator.isCancelled }
        package var percentComplete: CGFloat { coordinator.percentComplete }
        package var transitionDuration: TimeInterval { coordinator.transitionDuration }
        package var presentationStyle: PresentationStyle { PresentationStyle(coordinator.presentationStyle) }

        package func viewController(forKey key: TransitionContextKey) -> UIViewController? {
            coordinator.viewController(forKey: key.viewControllerKey)
        }

        @discardableResult
        package func animate(
            alongsideTransition animation: (@MainActor (TransitionCoordinatorContext) -> Void)?,
            completion: (@MainActor (TransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            coordinator.animate(
                alongsideTransition: animation.map { body in { body(TransitionCoordinatorContext($0)) } },
                completion: completion.map { body in { body(TransitionCoordinatorContext($0)) } })
        }

        package func notifyWhenInteractionChanges(
            _ handler: @escaping @MainActor (TransitionCoordinatorContext) -> Void
        ) {
            coordinator.notifyWhenInteractionChanges { handler(TransitionCoordinatorContext($0)) }
        }
    }
#endif
