#if canImport(UIKit)
    /// Identifies one lifecycle observer, so it can be removed with
    /// ``NavigationDelegate/removeObserver(_:)``.
    ///
    /// Meaningful for the delegate that issued it; passed to another delegate it removes nothing.
    public struct TransitionObserverToken: Sendable, Hashable {
        /// The issuing coordinator and the observer's place in it.
        let id: TransitionObserverID
    }
#endif
