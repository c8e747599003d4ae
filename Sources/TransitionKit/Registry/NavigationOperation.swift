/// The direction of one navigation: a push or a pop.
///
/// The registry matches rules per operation, and the navigation layer maps UIKit's
/// `UINavigationController.Operation` onto this neutral type.
///
/// ```swift
/// let match = registry.match(from: grid, to: detail, operation: .push)
/// ```
public enum NavigationOperation: Sendable, Hashable, CaseIterable {
    /// A screen is pushed: `from` is the screen being covered, `to` the screen arriving on top.
    case push
    /// A screen is popped: `from` is the screen leaving the top, `to` the screen revealed below.
    case pop
}
