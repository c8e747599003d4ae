/// Which screens one side of a registration accepts: a class and its subclasses, or any screen.
///
/// Used by the pattern-based `register` overloads of ``TransitionRegistry``, where one side (or
/// both) may be a wildcard and a predicate may further filter the concrete screens.
///
/// ```swift
/// registry.register(.fade, from: .anyScreen, to: .kind(of: Settings.self))
/// ```
///
/// A wildcard side ranks below every class on that side (see ``TransitionRegistry`` for the
/// resolution order).
package struct ScreenPattern: Sendable, Hashable {
    /// The identifier the registry indexes this side under (a class, or the wildcard marker).
    let identifier: ObjectIdentifier

    private init(identifier: ObjectIdentifier) {
        self.identifier = identifier
    }

    /// Accepts every screen.
    package static let anyScreen = ScreenPattern(identifier: ObjectIdentifier(Wildcard.self))

    /// Accepts instances of `type` and of its subclasses.
    ///
    /// `type` should be a class; a protocol or other non-class metatype never matches a screen
    /// (filter by protocol with ``anyScreen`` and a predicate instead).
    ///
    /// - Parameter type: The class to accept.
    /// - Returns: The pattern.
    package static func kind(of type: AnyClass) -> ScreenPattern {
        ScreenPattern(identifier: ObjectIdentifier(type))
    }

    /// Whether this side accepts any screen.
    package var isWildcard: Bool {
        self == .anyScreen
    }
}

/// A class nobody can instantiate or name outside this file: its identity marks the wildcard.
private final class Wildcard {}
