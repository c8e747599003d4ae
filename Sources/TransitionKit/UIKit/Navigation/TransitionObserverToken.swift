#if canImport(UIKit)
    /// Identifies one lifecycle observer, so it can be removed with
    /// ``NavigationDelegate/removeObserver(_:)``.
    ///
    /// Meaningful for the delegate that issued it; passed to another delegate it removes nothing.
    public struct TransitionObserverToken: Sendable, Hashable {
        /// The issuing delegate.
        let delegate: ObjectIdentifier
        /// The observer's sequence number within its delegate.
        let sequence: UInt64
    }
#endif
