import TransitionKit

/// Automatic key-value observing as Foundation documents it (NSKeyValueObserving.h,
/// `automaticallyNotifiesObserversForKey:`: observers of `key` are told when the object's
/// `set<Key>:` accessor runs), synchronously, on the thread that made the change. Only accessors
/// notify: a method that changes the same state under another name (UINavigationItem's
/// `animated:` setters) tells no one, as no header says it does.
@MainActor
package final class KeyValueObservationModel {
    private var observations: [Observation] = []

    /// One observer of one key; ends when its token is released (`NSKeyValueObservation` deinit).
    private struct Observation {
        let key: String
        weak var token: Token?
        let onChange: @MainActor () -> Void
    }

    /// An observation token.
    private final class Token {}

    /// Creates an object with no observers.
    package init() {}

    /// `observe(_:changeHandler:)` per key.
    ///
    /// - Parameters:
    ///   - keys: Key names.
    ///   - onChange: Called after a change.
    /// - Returns: One token per key; the observation lasts while the caller holds it.
    package func observe(keys: [String], onChange: @escaping @MainActor () -> Void) -> [AnyObject] {
        observations.removeAll { $0.token == nil }
        return keys.map { key in
            let token = Token()
            observations.append(Observation(key: key, token: token, onChange: onChange))
            return token
        }
    }

    /// Tells the observers of `key` (its `set<Key>:` accessor ran).
    ///
    /// - Parameter key: The key.
    package func didChange(_ key: String) {
        for observation in observations where observation.key == key && observation.token != nil {
            observation.onChange()
        }
    }
}
