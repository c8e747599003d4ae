/// Serializes a navigation controller's requests: one transition at a time, each request judged when its
/// turn comes. A pure state machine; rules: NavigationInternals, The navigation queue.
package struct NavigationQueue<ID: Hashable & Sendable>: Sendable, Equatable {
    /// A request waiting for its turn.
    package struct Pending: Sendable, Hashable {
        /// The request's ticket.
        package var ticket: RequestTicket
        /// The request.
        package var request: NavigationRequest<ID>
    }

    /// The committed stack, bottom first: what is on screen when no transition runs.
    package private(set) var stack: [ID]
    /// The transition in flight, if any.
    package private(set) var inFlight: NavigationAction<ID>?
    /// The requests waiting, oldest first.
    package private(set) var pending: [Pending]
    /// The requests that reversed the transition in flight, oldest first: each turned it around
    /// once, so an odd count heads back to the action's `from`.
    package private(set) var reversals: [Pending] = []
    /// The rules requests are judged by.
    package var validation: StackValidation<ID>
    private var nextTicket: UInt64 = 0

    package init(root: ID, validation: StackValidation<ID> = StackValidation()) {
        self.stack = [root]
        self.inFlight = nil
        self.pending = []
        self.validation = validation
    }

    /// `nil` when `stack` (bottom first) is empty or holds an identity twice.
    package init?(stack: [ID], validation: StackValidation<ID> = StackValidation()) {
        guard let root = stack.first, Set(stack).count == stack.count else { return nil }
        self.init(root: root, validation: validation)
        self.stack = stack
    }

    /// Whether no transition is in flight.
    package var isIdle: Bool { inFlight == nil }

    /// The stack the transition in flight now leads to: its `to`, or its `from` once reversed an
    /// odd number of times; `nil` when idle.
    package var heading: [ID]? {
        inFlight.map { reversals.count.isMultiple(of: 2) ? $0.to : $0.from }
    }

    /// Whether the user may start an interactive pop now (for `gestureRecognizerShouldBegin`).
    package var canBeginInteractivePop: Bool { inFlight == nil && stack.count > 1 }

    /// When idle, `.perform` or `.dropped` for this request; when busy, `.queued`. The first event names the
    /// request's ticket.
    @discardableResult
    mutating func submit(_ request: NavigationRequest<ID>) -> [NavigationQueueEvent<ID>] {
        submit(request, reversing: { _ in false })
    }

    /// Reverses the transition in flight instead of queueing when nothing waits, both are animated, the
    /// request leads back from `heading`, and `reverse` (called at most once) turns it; else as `submit(_:)`.
    @discardableResult
    mutating func submit(
        _ request: NavigationRequest<ID>, reversing reverse: (NavigationAction<ID>) -> Bool
    ) -> [NavigationQueueEvent<ID>] {
        let ticket = RequestTicket(rawValue: nextTicket)
        nextTicket &+= 1
        if let reversal = reversal(by: request, ticket: ticket), reverse(reversal) {
            reversals.append(Pending(ticket: ticket, request: request))
            return [.reversed(reversal)]
        }
        pending.append(Pending(ticket: ticket, request: request))
        if inFlight != nil { return [.queued(ticket)] }
        return drain()
    }

    /// The action `request` takes when it undoes the transition in flight, else `nil`.
    private func reversal(by request: NavigationRequest<ID>, ticket: RequestTicket) -> NavigationAction<ID>? {
        guard let action = inFlight, let heading, pending.isEmpty, action.animated, request.animated,
            case .perform(let undo) = validation.verdict(for: request, stack: heading, ticket: ticket)
        else { return nil }
        let origin = heading == action.to ? action.from : action.to
        return undo.to == origin ? undo : nil
    }

    /// Events: the transition's end, `.dropped` for stale waiting requests, then at most one `.perform`; none
    /// when nothing was in flight. Reversal outcomes: NavigationInternals, The navigation queue.
    @discardableResult
    mutating func transitionDidEnd(completed: Bool) -> [NavigationQueueEvent<ID>] {
        guard let action = inFlight else { return [] }
        let reversals = self.reversals
        let headed = heading ?? action.to
        inFlight = nil
        self.reversals = []
        var events: [NavigationQueueEvent<ID>]
        if completed {
            stack = action.to
            events = [.completed(action)]
        } else {
            events = [.cancelled(action)]
        }
        for earlier in reversals.dropLast() {
            events.append(.dropped(earlier.ticket, earlier.request, .reversedAgain))
        }
        if let latest = reversals.last {
            let ended = completed ? action.to : action.from
            let from = ended == action.to ? action.from : action.to
            if ended == headed,
                case .perform(let undo) = validation.verdict(
                    for: latest.request, stack: from, ticket: latest.ticket)
            {
                events.append(.completed(undo))
            } else {
                pending.insert(latest, at: 0)
            }
        }
        events.append(contentsOf: drain())
        return events
    }

    /// A swipe-back UIKit drives; requests queue behind it. `nil`, nothing recorded, while a transition runs
    /// or at the root: the gesture must then not begin.
    package mutating func beginInteractivePop() -> NavigationAction<ID>? {
        guard inFlight == nil,
            case .perform(let action) = validation.interactivePopVerdict(stack: stack)
        else { return nil }
        inFlight = action
        return action
    }

    /// A push or pop the queue did not start, adopted so a request can turn it around. `nil`, nothing
    /// changed, when busy, requests wait, or the stacks (bottom first) are not one push or pop apart.
    package mutating func adopt(from: [ID], to: [ID]) -> NavigationAction<ID>? {
        guard inFlight == nil, pending.isEmpty, Set(from).count == from.count, Set(to).count == to.count
        else { return nil }
        let kind: NavigationAction<ID>.Kind
        if to.count == from.count + 1, to.dropLast() == from[...] {
            kind = .push
        } else if from.count == to.count + 1, from.dropLast() == to[...], !to.isEmpty {
            kind = .pop
        } else {
            return nil
        }
        let action = NavigationAction(kind: kind, from: from, to: to, animated: true, ticket: nil)
        stack = from
        inFlight = action
        return action
    }

    private mutating func drain() -> [NavigationQueueEvent<ID>] {
        var events: [NavigationQueueEvent<ID>] = []
        var consumed = 0
        while inFlight == nil && consumed < pending.count {
            let next = pending[consumed]
            consumed += 1
            switch validation.verdict(for: next.request, stack: stack, ticket: next.ticket) {
            case .perform(let action):
                inFlight = action
                events.append(.perform(action))
            case .drop(let reason):
                events.append(.dropped(next.ticket, next.request, reason))
            }
        }
        pending.removeFirst(consumed)
        return events
    }
}

/// A dropped request never reaches UIKit, which throws when a screen already in the stack, or a
/// navigation controller, is pushed.
package enum NavigationDropReason: Sendable, Hashable, CaseIterable {
    /// `push(x)` or `popTo(x)` where `x` is already the top screen: nothing to do. This is how a
    /// double-tapped push of the same screen is deduplicated.
    case alreadyOnTop
    /// `push(x)` where `x` is deeper in the stack, under the ``DuplicatePushPolicy/reject``
    /// policy.
    case alreadyInStack
    /// `pop` or `popToRoot` while only the root is in the stack.
    case atRoot
    /// `popTo(x)` where `x` is not in the stack (any more).
    case notInStack
    /// `setStack([])`: a navigation stack cannot be empty, so the current stack stays.
    case emptyStack
    /// `setStack` with the same identity more than once (UIKit would raise).
    case duplicateIdentities
    /// `setStack` equal to the current stack.
    case unchanged
    /// The request names the navigation controller itself (``StackValidation/host``).
    case navigationController
    /// The request reversed the transition in flight, and a later request reversed it again (a
    /// Back tap, then the same push again, while the push runs).
    case reversedAgain
}

/// Handle events in the order returned: at most one `perform` per call, always last.
enum NavigationQueueEvent<ID: Hashable & Sendable>: Sendable, Hashable {
    /// Run this transition now, then call ``NavigationQueue/transitionDidEnd(completed:)``.
    case perform(NavigationAction<ID>)
    /// The request got this ticket and waits for the running transition to end.
    case queued(RequestTicket)
    /// The request with this ticket will not run, for this reason.
    case dropped(RequestTicket, NavigationRequest<ID>, NavigationDropReason)
    /// The running transition completed; the stack now is the action's `to`.
    case completed(NavigationAction<ID>)
    /// The running transition was cancelled (e.g. an interactive pop let go); the stack is still
    /// the action's `from`.
    case cancelled(NavigationAction<ID>)
    /// The request turned the transition in flight around: nothing new runs; the transition's end completes
    /// it.
    case reversed(NavigationAction<ID>)
}

/// Arrival order; every ticket ends in exactly one `completed`, `cancelled` or `dropped`, and tickets
/// start executing in increasing order.
package struct RequestTicket: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ticket's position in arrival order, starting at 0 for a new queue.
    package let rawValue: UInt64

    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    package static func < (lhs: RequestTicket, rhs: RequestTicket) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` followed by the number, e.g. `#3`.
    package var description: String { "#\(rawValue)" }
}
