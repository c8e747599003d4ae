/// What a route-stack operation changed, for the UIKit side to animate.
///
/// Apply it as: remove ``popped`` (top first; from the top, except under
/// ``DuplicatePushPolicy/moveToTop``, where they leave their place), then append ``pushed``; the
/// stack then has ``depth`` routes. Animate with ``transition`` in ``operation``.
///
/// ```swift
/// if case .changed(let change) = stack.back() {
///     change.operation   // .pop
///     change.transition  // the leaving route's pop choice
/// }
/// ```
package struct RouteChange<Payload, Transition> {
    /// Which way the change moves.
    package var operation: NavigationOperation
    /// The routes removed, top first; empty for a push (but one under ``DuplicatePushPolicy/moveToTop``).
    package var popped: [RouteEntry<Payload, Transition>]
    /// The routes added on top, bottom first; empty for a pop.
    package var pushed: [RouteEntry<Payload, Transition>]
    /// The transition that applies: the arriving route's push choice for a forward change, the
    /// leaving top route's pop choice for a backward change.
    package var transition: RouteTransitions<Transition>.Choice
    /// The number of routes after the change.
    package var depth: Int

    /// Creates a change description.
    ///
    /// - Parameters:
    ///   - operation: Which way the change moves: `.push` when a route arrives on top (push, replace, a forced go-to), `.pop` when routes leave the top.
    ///   - popped: The routes removed from the top, top first.
    ///   - pushed: The routes added on top, bottom first.
    ///   - transition: The transition that applies.
    ///   - depth: The number of routes after the change.
    package init(
        operation: NavigationOperation,
        popped: [RouteEntry<Payload, Transition>],
        pushed: [RouteEntry<Payload, Transition>],
        transition: RouteTransitions<Transition>.Choice,
        depth: Int
    ) {
        self.operation = operation
        self.popped = popped
        self.pushed = pushed
        self.transition = transition
        self.depth = depth
    }
}

extension RouteChange: Sendable where Payload: Sendable, Transition: Sendable {}
extension RouteChange: Equatable where Payload: Equatable, Transition: Equatable {}
