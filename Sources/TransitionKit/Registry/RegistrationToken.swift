import Foundation

/// Identifies one registration, so it can be removed with ``TransitionRegistry/unregister(_:)``.
///
/// Returned by every `register` call. A token is meaningful for the registry that issued it (and
/// for copies of that registry made afterwards); passed to any other registry it removes nothing.
///
/// ```swift
/// let token = registry.register(.fade, from: Grid.self, to: Detail.self)
/// registry.unregister(token)
/// ```
public struct RegistrationToken: Sendable, Hashable {
    /// The identity of the registry (and its copies) that issued the token.
    let registry: UUID
    /// The registration's sequence number: later registrations have larger numbers.
    let sequence: UInt64

    /// Creates a token (internal: tokens come from registrations).
    @usableFromInline init(registry: UUID, sequence: UInt64) {
        self.registry = registry
        self.sequence = sequence
    }
}
