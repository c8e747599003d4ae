import Foundation

/// Identifies one registration — a transition's or an observer's — so it can be removed with
/// `NavigationDelegate.unregister(_:)` or `removeObserver(_:)`.
///
/// Returned by every `register` and `addObserver` call. A token names the one registration that
/// made it, not a position: it removes that registration and nothing else — never one made since.
/// Passed to another delegate, or a transition's token to `removeObserver(_:)` (an observer's to
/// `unregister(_:)`), it removes nothing.
///
/// ```swift
/// let token = transitions.register(.fade, from: Grid.self, to: Detail.self)
/// transitions.unregister(token)
/// ```
public struct RegistrationToken: Sendable, Hashable {
    /// The identity of the one registration that made the token (unique across registries and
    /// their copies).
    @usableFromInline let registration: UUID
    /// The registration's sequence number in its registry: where its rule is stored (later
    /// registrations have larger numbers).
    @usableFromInline let sequence: UInt64

    /// Internal: tokens come only from registrations.
    @usableFromInline package init(sequence: UInt64) {
        self.registration = UUID()
        self.sequence = sequence
    }
}
