/// The direction of one navigation: a push or a pop.
///
/// One word for every layer: the registry matches rules per operation, a gesture drives one, the
/// SwiftUI router moves its route stack by one, and the UIKit layer maps
/// `UINavigationController.Operation` onto it.
///
/// On a pop the finger moves from the leading edge toward the trailing edge; on a push (reachable
/// by a gesture only when it catches a push that a button started) the arriving screen comes from
/// the trailing edge.
///
/// ```swift
/// let match = registry.match(from: grid, to: detail, operation: .push)
/// ```
public enum NavigationOperation: Sendable, Hashable, CaseIterable {
    /// A screen is pushed: `from` is the screen being covered, `to` the screen arriving on top.
    case push
    /// A screen is popped: `from` is the screen leaving the top, `to` the screen revealed below.
    case pop

    /// `+1` when a gesture's progress grows toward the trailing edge (pop), `-1` when it grows
    /// toward the leading edge (push).
    var trailingSign: Double {
        switch self {
        case .pop: 1
        case .push: -1
        }
    }

    /// From whether the transition's from screen is still in `viewControllers`: it stays on a push and is
    /// gone on a pop.
    package static func inferred(fromScreenRemainsOnStack: Bool) -> NavigationOperation {
        fromScreenRemainsOnStack ? .push : .pop
    }
}
