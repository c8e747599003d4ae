/// A transition the UIKit layer runs now: call the matching UIKit method on `super`, then report the end
/// with `NavigationQueue.transitionDidEnd(completed:)`.
package struct NavigationAction<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The `UINavigationController` call that realizes the action.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// `pushViewController(_:animated:)` with `to.last`.
        case push
        /// `popViewController(animated:)` when ``NavigationAction/poppedCount`` is 1, otherwise
        /// `popToViewController(_:animated:)` with `to.last`.
        case pop
        /// `setViewControllers(_:animated:)` with `to`.
        case replace
    }

    /// The call that realizes the action.
    package var kind: Kind
    /// The stack before the transition, bottom first.
    package var from: [ID]
    /// The stack after a completed transition, bottom first; never empty, never with duplicates.
    package var to: [ID]
    /// Whether to animate.
    package var animated: Bool
    /// The request this action executes, or `nil` for a pop the user started (swipe-back).
    package var ticket: RequestTicket?

    /// `ticket` is `nil` for a user-started pop.
    package init(kind: Kind, from: [ID], to: [ID], animated: Bool, ticket: RequestTicket?) {
        self.kind = kind
        self.from = from
        self.to = to
        self.animated = animated
        self.ticket = ticket
    }

    /// The animation direction a transition uses, as `UINavigationController.Operation` does.
    package enum Operation: Sendable, Hashable, CaseIterable {
        /// A push transition: the new top screen arrives.
        case push
        /// A pop transition: the old top screen leaves.
        case pop
        /// No transition: the top screen stays (a replace below it).
        case unchanged
    }

    /// A replace follows `setViewControllers(_:animated:)`: `.unchanged` when the top stays, `.pop` when
    /// the new top was already in the stack, `.push` otherwise.
    package var operation: Operation {
        switch kind {
        case .push: return .push
        case .pop: return .pop
        case .replace:
            guard let newTop = to.last else { return .unchanged }
            if newTop == from.last { return .unchanged }
            return from.contains(newTop) ? .pop : .push
        }
    }

    /// How many screens a ``Kind/pop`` removes; 0 for the other kinds.
    var poppedCount: Int {
        kind == .pop ? max(0, from.count - to.count) : 0
    }
}
