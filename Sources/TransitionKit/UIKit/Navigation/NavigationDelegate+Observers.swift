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
        /// Observers are called in the order they were added (see
        /// ``addObserver(from:to:_:)`` for observers added or removed while an event is delivered).
        ///
        /// - Parameter handler: Called on the main actor with each event.
        /// - Returns: A token for ``removeObserver(_:)``.
        @discardableResult
        public func addObserver(_ handler: @escaping @MainActor (TransitionEvent) -> Void)
            -> TransitionObserverToken
        {
            TransitionObserverToken(id: coordinator.addObserver { handler(TransitionEvent($0)) })
        }

        /// Observes the transitions between one pair of screens: the push from `source` to
        /// `destination` and the pop back, matched as registrations match (subclasses too, the
        /// screen inside a bar-less container).
        ///
        /// ```swift
        /// let token = transitions.addObserver(from: GridViewController.self, to: ViewerViewController.self) { event in
        ///     guard event.phase == .willBegin else { return }
        ///     event.animateAlongside(from: 0.25, to: 1) { tabBar.alpha = event.operation == .push ? 0 : 1 }
        /// }
        /// transitions.removeObserver(token)
        /// ```
        ///
        /// Observers are called in the order they were added, whichever form added them. One
        /// added while an event is delivered first hears the next event; one removed while an
        /// event is delivered (by itself or another observer) is not called again, not even for
        /// the rest of that event.
        ///
        /// - Parameters:
        ///   - source: The screen class nearer the root.
        ///   - destination: The pushed screen class.
        ///   - handler: Called on the main actor with each event of that pair.
        /// - Returns: A token for ``removeObserver(_:)``.
        @discardableResult
        public func addObserver<A: UIViewController, B: UIViewController>(
            from source: A.Type, to destination: B.Type,
            _ handler: @escaping @MainActor (TransitionEvent) -> Void
        ) -> TransitionObserverToken {
            var pair = NavigationDelegateCoordinator<NavigationDelegate>.ObservedPair()
            pair.register(true, from: source, to: destination)
            return TransitionObserverToken(
                id: coordinator.addObserver(for: pair) { handler(TransitionEvent($0)) })
        }

        /// Removes an observer.
        ///
        /// - Parameter token: A token from ``addObserver(_:)`` on this delegate; others are ignored.
        public func removeObserver(_ token: TransitionObserverToken) {
            coordinator.removeObserver(token.id)
        }
    }
#endif
