/// The serializing heart of the bar-less navigation controller: requests that arrive while a
/// transition is in flight wait, in order, for it to end.
///
/// A pure state machine over screen identities. It knows the committed stack, the transition in
/// flight and the waiting requests, and answers every input with the events to act on:
///
/// ```swift
/// var queue = NavigationQueue(root: "grid")
/// queue.submit(.push("detail", animated: true))  // [.perform(push grid → grid, detail)]
/// queue.submit(.push("detail", animated: true))  // [.queued(#1)]   (double tap)
/// queue.transitionDidEnd(completed: true)
/// // [.completed(…), .dropped(#1, …, .alreadyOnTop)]
/// ```
///
/// Rules:
/// - One transition at a time. Every ``NavigationQueueEvent/perform(_:)`` must be answered by
///   exactly one ``transitionDidEnd(completed:)``, animated or not.
/// - A request is judged by ``StackValidation`` when its turn comes, against the stack as it is
///   then, not when it arrives; so a double-tapped push of the same screen runs once (the second
///   finds it on top), and a request queued behind a cancelled transition still sees the true stack.
/// - Requests are never merged or reordered: each runs as its own transition, in ticket order —
///   but for a reversal (below), which turns the transition in flight around instead.
/// - A completed transition commits its `to` stack; a cancelled one (an interactive pop let go)
///   leaves the stack unchanged; either way the queue resumes.
/// - Every ticket ends in exactly one `completed`, `cancelled` or `dropped` event (a `reversed`
///   ticket ends when the transition it reversed ends).
/// - The stack is never empty and never holds an identity twice.
/// - Out-of-order input has a defined answer: ``transitionDidEnd(completed:)`` with nothing in
///   flight returns no events and changes nothing; ``beginInteractivePop()`` while a transition
///   runs, or at the root, returns `nil`.
/// - A request that undoes the transition in flight (a pop of the screen being pushed, a push of
///   the screen being popped) while nothing waits is a *reversal* when the caller can reverse the
///   running transition in place (``submit(_:reversing:)``): the transition turns back instead of
///   the request queueing. Requests made meanwhile are judged against the stack it now leads to
///   (``heading``), so a repeat of the reversing request is dropped at its turn.
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

    /// Creates a queue whose stack holds one root screen.
    ///
    /// - Parameters:
    ///   - root: The root screen's identity.
    ///   - validation: The rules requests are judged by.
    package init(root: ID, validation: StackValidation<ID> = StackValidation()) {
        self.stack = [root]
        self.inFlight = nil
        self.pending = []
        self.validation = validation
    }

    /// Creates a queue with a given stack, or `nil` when the stack is empty or holds an identity
    /// twice.
    ///
    /// - Parameters:
    ///   - stack: The initial stack, bottom first.
    ///   - validation: The rules requests are judged by.
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

    /// Takes a request: runs it now when idle, otherwise queues it.
    ///
    /// - Parameter request: The request.
    /// - Returns: When idle, `.perform` or `.dropped` for this request; when busy, `.queued`.
    ///   The first event names the request's ticket.
    @discardableResult
    package mutating func submit(_ request: NavigationRequest<ID>) -> [NavigationQueueEvent<ID>] {
        submit(request, reversing: { _ in false })
    }

    /// Takes a request: runs it now when idle; reverses the transition in flight when the request
    /// undoes it and `reverse` turns the running transition around; otherwise queues it.
    ///
    /// The request reverses the transition in flight when nothing waits, both are animated, and
    /// judged against the stack the transition leads to (``heading``) it would lead back to where
    /// the transition turns around from:
    ///
    /// ```swift
    /// var queue = NavigationQueue(root: "grid")
    /// queue.submit(.push("photo", animated: true))            // [.perform(push)]
    /// queue.submit(.popTo("grid", animated: true)) { _ in true } // [.reversed(pop photo → grid, #1)]
    /// queue.transitionDidEnd(completed: false)                // [.cancelled(push), .completed(pop)]
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - reverse: Turns the running transition around toward the action it is given (the
    ///     request's, from ``heading``); returns whether it did. Called at most once, and only for
    ///     a request that undoes the transition in flight; `false` queues the request.
    /// - Returns: As ``submit(_:)``, or `.reversed` with the request's action.
    @discardableResult
    package mutating func submit(
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

    /// Reports the end of the transition in flight and starts the next waiting request.
    ///
    /// - Parameter completed: `true` when the transition finished, `false` when it was cancelled
    ///   (the stack then stays as it was).
    /// - Returns: `.completed` or `.cancelled` for the transition, then `.dropped` for each
    ///   waiting request that no longer applies, then at most one `.perform`. No events when
    ///   nothing was in flight.
    ///
    /// After reversals (``submit(_:reversing:)``), the latest reversing request completes when the
    /// transition ended where it headed (`completed == false` after one reversal); earlier ones are
    /// dropped as ``NavigationDropReason/reversedAgain``. When the transition ended the other way
    /// (its own completion won the race with the reversal), the latest reversing request waits
    /// first in line and runs now as a transition of its own, judged against the true stack.
    @discardableResult
    package mutating func transitionDidEnd(completed: Bool) -> [NavigationQueueEvent<ID>] {
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

    /// Records a pop the user starts (swipe-back), which UIKit drives rather than the queue.
    ///
    /// Requests arriving meanwhile queue behind it; end it with ``transitionDidEnd(completed:)``.
    ///
    /// - Returns: The pop now in flight, or `nil` (nothing recorded) when a transition is already
    ///   running or only the root is in the stack; the gesture must then not begin.
    package mutating func beginInteractivePop() -> NavigationAction<ID>? {
        guard inFlight == nil,
            case .perform(let action) = validation.interactivePopVerdict(stack: stack)
        else { return nil }
        inFlight = action
        return action
    }

    /// Records a push or pop the queue did not start (called on the navigation controller
    /// directly) as the transition in flight, so a request that undoes it can turn it around
    /// (``submit(_:reversing:)``); end it with ``transitionDidEnd(completed:)``.
    ///
    /// - Parameters:
    ///   - from: The stack before the transition, bottom first; it becomes the committed stack.
    ///   - to: The stack it leads to: `from` with one screen pushed, or with its top popped.
    /// - Returns: The animated action now in flight; `nil`, nothing changed, when a transition is in
    ///   flight, requests wait, or the stacks are not one push or one pop apart.
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

/// Why a navigation request was dropped instead of executed.
///
/// A dropped request never reaches UIKit, so it can neither corrupt the stack nor raise UIKit's
/// exceptions (UIKit throws when a screen already in the stack is pushed again, or a navigation
/// controller is pushed).
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

/// Something a ``NavigationQueue`` tells its navigation controller to do or to know.
///
/// Handle events in the order returned: at most one ``perform(_:)`` comes per call, always last.
package enum NavigationQueueEvent<ID: Hashable & Sendable>: Sendable, Hashable {
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
    /// The request (this action's ticket) turned the transition in flight around instead of
    /// waiting: nothing new runs; the transition's end completes it
    /// (``NavigationQueue/transitionDidEnd(completed:)``).
    case reversed(NavigationAction<ID>)
}

/// The number a ``NavigationQueue`` gives each request it receives, in arrival order.
///
/// Every ticket ends in exactly one of ``NavigationQueueEvent/completed(_:)``,
/// ``NavigationQueueEvent/cancelled(_:)`` or ``NavigationQueueEvent/dropped(_:_:_:)``; tickets
/// start executing in increasing order.
package struct RequestTicket: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ticket's position in arrival order, starting at 0 for a new queue.
    package let rawValue: UInt64

    /// Creates a ticket.
    ///
    /// - Parameter rawValue: The position in arrival order.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders tickets by arrival.
    ///
    /// - Parameters:
    ///   - lhs: A ticket.
    ///   - rhs: Another ticket.
    /// - Returns: Whether `lhs` arrived before `rhs`.
    package static func < (lhs: RequestTicket, rhs: RequestTicket) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` followed by the number, e.g. `#3`.
    package var description: String { "#\(rawValue)" }
}
