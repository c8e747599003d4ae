#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Observes transitions: `.willBegin`, then `.didEnd` or `.didCancel`, for every animated
        /// push and pop of every attached controller.
        ///
        /// ```swift
        /// transitions.addObserver { event in
        ///     if event.phase == .willBegin { event.animateAlongside { header.alpha = 0 } }
        /// }
        /// ```
        ///
        /// Observers are called in the order they were added.
        ///
        /// - Parameter handler: Called on the main actor with each event.
        /// - Returns: A token for ``removeObserver(_:)``.
        @discardableResult
        public func addObserver(_ handler: @escaping @MainActor (TransitionEvent) -> Void)
            -> TransitionObserverToken
        {
            let token = TransitionObserverToken(
                delegate: ObjectIdentifier(self), sequence: nextObserverSequence)
            nextObserverSequence += 1
            observers.append((token, handler))
            return token
        }

        /// Removes an observer.
        ///
        /// - Parameter token: A token from ``addObserver(_:)`` on this delegate; others are ignored.
        public func removeObserver(_ token: TransitionObserverToken) {
            observers.removeAll { $0.token == token }
        }

        func emit(_ event: TransitionEvent) {
            for observer in observers { observer.handler(event) }
        }

        /// Announces a transition the delegate animates itself and reports its end through the
        /// animator.
        func announce(
            _ animator: TransitionAnimator, operation: NavigationOperation, from: UIViewController,
            to: UIViewController, isInteractive: Bool
        ) {
            guard gate.announce(.animator, announcingAnimatorIsAlive: announcedAnimator != nil) else {
                return
            }
            announcedAnimator = animator
            animator.onFinish = { [weak self] finished in
                guard let self, self.gate.end(.animator) else { return }
                self.emit(
                    TransitionEvent(
                        phase: finished ? .didEnd : .didCancel, operation: operation, from: from, to: to,
                        isInteractive: isInteractive, alongside: nil))
            }
            emit(
                TransitionEvent(
                    phase: .willBegin, operation: operation, from: from, to: to, isInteractive: isInteractive,
                    alongside: .animator(animator)))
        }

        /// Announces any other animated transition through its coordinator.
        func announce(
            _ coordinator: any UIViewControllerTransitionCoordinator,
            in navigationController: UINavigationController,
            showing viewController: UIViewController
        ) {
            // `transitionCoordinator` falls back to a parent's or presenter's coordinator (e.g. the
            // navigation controller appearing in a sheet): announce only this controller's own.
            guard let leaving = coordinator.viewController(forKey: .from),
                leaving.parent === navigationController,
                gate.announce(.coordinator, announcingAnimatorIsAlive: announcedAnimator != nil)
            else { return }
            let operation = NavigationOperation.inferred(
                fromScreenRemainsOnStack: navigationController.viewControllers.contains(leaving))
            let from = leaving.transitionScreen
            let to = (coordinator.viewController(forKey: .to) ?? viewController).transitionScreen
            let isInteractive = coordinator.isInteractive
            emit(
                TransitionEvent(
                    phase: .willBegin, operation: operation, from: from, to: to, isInteractive: isInteractive,
                    alongside: .coordinator(coordinator)))
            coordinator.animate(alongsideTransition: nil) { [weak self] context in
                guard let self, self.gate.end(.coordinator) else { return }
                self.emit(
                    TransitionEvent(
                        phase: context.isCancelled ? .didCancel : .didEnd, operation: operation, from: from,
                        to: to, isInteractive: isInteractive, alongside: nil))
            }
        }
    }
#endif
