#if canImport(UIKit)
    import UIKit

    /// A wrapper: `transitionCoordinator` returns a private class typed as a protocol, which cannot be
    /// extended to conform.
    @MainActor
    package struct UIKitTransitionCoordinator: TransitionCoordinating {
        /// UIKit's coordinator.
        package let coordinator: any UIViewControllerTransitionCoordinator

        package init(_ coordinator: any UIViewControllerTransitionCoordinator) {
            self.coordinator = coordinator
        }

        /// UIKit's `isAnimated`.
        package var isAnimated: Bool { coordinator.isAnimated }
        /// UIKit's `isInteractive`.
        package var isInteractive: Bool { coordinator.isInteractive }
        /// UIKit's `initiallyInteractive`.
        package var initiallyInteractive: Bool { coordinator.initiallyInteractive }
        /// UIKit's `isInterruptible`.
        package var isInterruptible: Bool { coordinator.isInterruptible }
        /// UIKit's `isCancelled`.
        package var isCancelled: Bool { coordinator.isCancelled }
        /// UIKit's `percentComplete`.
        package var percentComplete: CGFloat { coordinator.percentComplete }
        /// UIKit's `transitionDuration`.
        package var transitionDuration: TimeInterval { coordinator.transitionDuration }
        /// UIKit's `presentationStyle`.
        package var presentationStyle: PresentationStyle { PresentationStyle(coordinator.presentationStyle) }

        /// UIKit's `viewController(forKey:)`.
        package func viewController(forKey key: TransitionContextKey) -> UIViewController? {
            coordinator.viewController(forKey: key.viewControllerKey)
        }

        /// UIKit's `animate(alongsideTransition:completion:)`.
        @discardableResult
        package func animate(
            alongsideTransition animation: (@MainActor (TransitionCoordinatorContext) -> Void)?,
            completion: (@MainActor (TransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            coordinator.animate(
                alongsideTransition: animation.map { body in { body(TransitionCoordinatorContext($0)) } },
                completion: completion.map { body in { body(TransitionCoordinatorContext($0)) } })
        }

        /// UIKit's `notifyWhenInteractionChanges(_:)`.
        package func notifyWhenInteractionChanges(
            _ handler: @escaping @MainActor (TransitionCoordinatorContext) -> Void
        ) {
            coordinator.notifyWhenInteractionChanges { handler(TransitionCoordinatorContext($0)) }
        }
    }
#endif
