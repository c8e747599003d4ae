/// Key-value observing of a navigation item or bar button item, as the toolbar observed them
/// before issue #11 (`NavigationItemObserver`): `observe(_:changeHandler:)` per key path.
@MainActor
package protocol KeyValueObservingPort: AnyObject {
    /// Observes `keys`; `onChange` runs after each change of one of them.
    ///
    /// - Parameters:
    ///   - keys: Key paths, by name.
    ///   - onChange: Called after a change.
    /// - Returns: Observation tokens; releasing them ends the observation.
    func observe(keys: [String], onChange: @escaping @MainActor () -> Void) -> [AnyObject]
}

/// `DispatchQueue.main.async`.
@MainActor
package protocol MainQueuePort: AnyObject {
    /// Runs `body` on a later turn of the main queue.
    ///
    /// - Parameter body: The work.
    func async(_ body: @escaping @MainActor () -> Void)
}
