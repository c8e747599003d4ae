import Foundation

/// Identifies one registration, so it can be removed with ``TransitionRegistry/unregister(_:)``.
///
/// Returned by every `register` call. A token names the one registration that made it, not a
/// position: it removes that registration from the registry that issued it and from every copy
/// of that registry that still holds it (copies made afterwards), and nothing else — never a rule
/// another copy, or the same registry after ``TransitionRegistry/removeAll()``, registered since.
/// Passed to any other registry it removes nothing.
///
/// ```swift
/// let token = registry.register(.fade, from: Grid.self, to: Detail.self)
/// registry.unregister(token)
/// ```
public struct RegistrationToken: Sendable, Hashable {
    /// The identity of the one registration that made the token (unique across registries and
    /// their copies).
    @usableFromInline let registration: UUID
    /// The registration's sequence number in its registry: where its rule is stored (later
    /// registrations have larger numbers).
    @usableFromInline let sequence: UInt64

    /// Creates a token for a new registration (internal: tokens come from registrations).
    ///
    /// - Parameter sequence: The registration's sequence number.
    @usableFromInline init(sequence: UInt64) {
        self.registration = UUID()
        self.sequence = sequence
    }
}
