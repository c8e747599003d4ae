#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Observes transitions: `.willBegin`, then `.didEnd` or `.didCancel`, for every animated
        /// push and pop of every navigation controller this object is the delegate of.
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
            TransitionObserverToken(id: coordinator.addObserver { handler(TransitionEvent($0)) })
        }

        /// Removes an observer.
        ///
        /// - Parameter token: A token from ``addObserver(_:)`` on this delegate; others are ignored.
        public func removeObserver(_ token: TransitionObserverToken) {
            coordinator.removeObserver(token.id)
        }
    }
#endif
