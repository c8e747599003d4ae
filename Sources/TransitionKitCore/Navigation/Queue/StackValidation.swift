/// Judges one request against the stack as it is at its turn; the table of outcomes is in
/// NavigationInternals. A performed action always leaves a non-empty stack without duplicates.
package struct StackValidation<ID: Hashable & Sendable>: Sendable, Hashable {
    /// A verdict on one request.
    enum Verdict: Sendable, Hashable {
        /// Run this transition.
        case perform(NavigationAction<ID>)
        /// Do nothing, for this reason.
        case drop(NavigationDropReason)
    }

    /// The identity of the navigation controller itself; requests naming it are dropped.
    package var host: ID?
    /// What to do when a screen deeper in the stack is pushed again.
    package var duplicatePushPolicy: DuplicatePushPolicy

    /// `host` is the navigation controller's own identity, if it can appear in requests.
    package init(host: ID? = nil, duplicatePushPolicy: DuplicatePushPolicy = .reject) {
        self.host = host
        self.duplicatePushPolicy = duplicatePushPolicy
    }

    /// `stack` is bottom first; `ticket` is copied into the action. O(n) in the stack and request sizes.
    func verdict(
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

    /// A swipe-back: a pop of one screen without a ticket, or `atRoot`.
    func interactivePopVerdict(stack: [ID]) -> Verdict {
        guard stack.count > 1 else { return .drop(.atRoot) }
        return .perform(
            NavigationAction(
                kind: .pop, from: stack, to: Array(stack.dropLast()), animated: true, ticket: nil))
    }
}
