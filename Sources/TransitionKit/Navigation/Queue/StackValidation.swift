/// Decides, for one request and the current stack, whether to run a transition and which.
///
/// The rules (`NavigationDropReason` names each refusal):
///
/// | request | outcome |
/// | --- | --- |
/// | any naming `host` | dropped, `.navigationController` |
/// | `push(x)`, `x` on top | dropped, `.alreadyOnTop` (double tap) |
/// | `push(x)`, `x` deeper | per `duplicatePushPolicy`: dropped `.alreadyInStack` (`reject`, and `allow`: a stack holds a screen once), pop to `x`, or move `x` to the top |
/// | `push(x)`, otherwise | push |
/// | `pop` / `popToRoot` at root | dropped, `.atRoot` |
/// | `popTo(x)`, `x` missing / on top | dropped, `.notInStack` / `.alreadyOnTop` |
/// | `setStack([])` | dropped, `.emptyStack` |
/// | `setStack` with duplicates / equal to the stack | dropped, `.duplicateIdentities` / `.unchanged` |
/// | `setStack(s)`, otherwise | push if `s` is the stack plus one screen, pop if `s` is a shorter prefix of it, else replace |
///
/// A performed action always leaves a non-empty stack without duplicates.
///
/// ```swift
/// let validation = StackValidation<Int>()
/// validation.verdict(for: .push(2, animated: true), stack: [1, 2], ticket: nil)
/// // .drop(.alreadyOnTop)
/// ```
package struct StackValidation<ID: Hashable & Sendable>: Sendable, Hashable {
    /// A verdict on one request.
    package enum Verdict: Sendable, Hashable {
        /// Run this transition.
        case perform(NavigationAction<ID>)
        /// Do nothing, for this reason.
        case drop(NavigationDropReason)
    }

    /// The identity of the navigation controller itself; requests naming it are dropped.
    package var host: ID?
    /// What to do when a screen deeper in the stack is pushed again.
    package var duplicatePushPolicy: DuplicatePushPolicy

    /// Creates the rules.
    ///
    /// - Parameters:
    ///   - host: The navigation controller's own identity, if it can appear in requests.
    ///   - duplicatePushPolicy: What to do when a screen deeper in the stack is pushed again.
    package init(host: ID? = nil, duplicatePushPolicy: DuplicatePushPolicy = .reject) {
        self.host = host
        self.duplicatePushPolicy = duplicatePushPolicy
    }

    /// Judges a request against a stack.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - stack: The current stack, bottom first.
    ///   - ticket: The request's ticket, copied into the action.
    /// - Returns: The transition to run, or why there is none.
    /// - Complexity: O(n) in the stack and request sizes.
    package func verdict(
        for request: NavigationRequest<ID>,
        stack: [ID],
        ticket: RequestTicket?
    ) -> Verdict {
        func action(_ kind: NavigationAction<ID>.Kind, _ to: [ID]) -> Verdict {
            .perform(
                NavigationAction(
                    kind: kind, from: stack, to: to, animated: request.animated, ticket: ticket))
        }
        switch request {
        case .push(let id, _):
            if id == host { return .drop(.navigationController) }
            if stack.last == id { return .drop(.alreadyOnTop) }
            guard let index = stack.firstIndex(of: id) else { return action(.push, stack + [id]) }
            switch duplicatePushPolicy {
            case .reject, .allow: return .drop(.alreadyInStack)
            case .popToExisting: return action(.pop, Array(stack[...index]))
            case .moveToTop: return action(.replace, stack.filter { $0 != id } + [id])
            }
        case .pop:
            guard stack.count > 1 else { return .drop(.atRoot) }
            return action(.pop, Array(stack.dropLast()))
        case .popTo(let id, _):
            if id == host { return .drop(.navigationController) }
            guard let index = stack.firstIndex(of: id) else { return .drop(.notInStack) }
            if index == stack.count - 1 { return .drop(.alreadyOnTop) }
            return action(.pop, Array(stack[...index]))
        case .popToRoot:
            guard let root = stack.first, stack.count > 1 else { return .drop(.atRoot) }
            return action(.pop, [root])
        case .setStack(let ids, _):
            if ids.isEmpty { return .drop(.emptyStack) }
            if let host, ids.contains(host) { return .drop(.navigationController) }
            if Set(ids).count != ids.count { return .drop(.duplicateIdentities) }
            if ids == stack { return .drop(.unchanged) }
            return action(Self.kind(from: stack, to: ids), ids)
        }
    }

    /// The simplest call that turns `from` into `to`: a push when `to` is `from` plus one screen,
    /// a pop when `to` is a shorter prefix of `from`, otherwise a replace.
    private static func kind(from: [ID], to: [ID]) -> NavigationAction<ID>.Kind {
        if to.count == from.count + 1 && to.starts(with: from) { return .push }
        if to.count < from.count && from.starts(with: to) { return .pop }
        return .replace
    }

    /// Judges a pop the user starts (swipe-back) against a stack.
    ///
    /// - Parameter stack: The current stack, bottom first.
    /// - Returns: A pop of one screen without a ticket, or ``NavigationDropReason/atRoot``.
    package func interactivePopVerdict(stack: [ID]) -> Verdict {
        guard stack.count > 1 else { return .drop(.atRoot) }
        return .perform(
            NavigationAction(
                kind: .pop, from: stack, to: Array(stack.dropLast()), animated: true, ticket: nil))
    }
}
