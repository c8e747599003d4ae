import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Reversals in the neutral queue: a request that undoes the transition in flight turns it around
/// (when the caller can), every ticket still ends once, and what waits is judged against the stack
/// the turned transition leads to.
struct NavigationQueueReversalTests {
    typealias Q = NavigationQueue<String>
    typealias A = NavigationAction<String>

    func ticket(_ n: UInt64) -> RequestTicket { RequestTicket(rawValue: n) }

    /// A reverser that turns the transition and counts its calls.
    static func count(_ calls: inout Int) -> Bool {
        calls += 1
        return true
    }

    /// A reverser that turns the transition and records the action it was given.
    static func record(_ action: A, in asked: inout [A]) -> Bool {
        asked.append(action)
        return true
    }
    let push = A(
        kind: .push, from: ["a"], to: ["a", "b"], animated: true, ticket: RequestTicket(rawValue: 0))

    func pushing() -> Q {
        var queue = Q(root: "a")
        queue.submit(.push("b", animated: true))
        return queue
    }

    @Test func aBackTapDuringThePushReversesItAndCompletesWhenItIsCancelled() {
        var queue = pushing()
        var asked: [A] = []
        let pop = A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: ticket(1))
        #expect(queue.submit(.popTo("a", animated: true)) { Self.record($0, in: &asked) } == [.reversed(pop)])
        #expect(asked == [pop])
        #expect(queue.heading == ["a"])
        #expect(queue.pending.isEmpty)
        #expect(queue.transitionDidEnd(completed: false) == [.cancelled(push), .completed(pop)])
        #expect(queue.stack == ["a"])
        #expect(queue.isIdle)
        #expect(queue.reversals.isEmpty)
    }

    @Test func aRelativePopReversesToo() {
        var queue = pushing()
        let events = queue.submit(.pop(animated: true)) { _ in true }
        #expect(
            events == [
                .reversed(A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: ticket(1)))
            ])
    }

    @Test func aReversalTheCallerCannotPerformQueuesAsBefore() {
        var queue = pushing()
        #expect(queue.submit(.pop(animated: true)) { _ in false } == [.queued(ticket(1))])
        #expect(queue.heading == ["a", "b"])
        #expect(
            queue.transitionDidEnd(completed: true).last
                == .perform(A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: ticket(1))))
    }

    @Test func aDoubleTapReversesOnceAndTheRepeatIsDroppedAtItsTurn() {
        var queue = pushing()
        var calls = 0
        queue.submit(.popTo("a", animated: true)) { _ in Self.count(&calls) }
        #expect(queue.submit(.popTo("a", animated: true)) { _ in Self.count(&calls) } == [.queued(ticket(2))])
        #expect(calls == 1)
        let events = queue.transitionDidEnd(completed: false)
        #expect(events.last == .dropped(ticket(2), .popTo("a", animated: true), .alreadyOnTop))
        #expect(queue.stack == ["a"])
    }

    @Test func theSamePushAgainTurnsItBackAndTheFirstReversalIsDropped() {
        var queue = pushing()
        queue.submit(.popTo("a", animated: true)) { _ in true }
        let again = A(kind: .push, from: ["a"], to: ["a", "b"], animated: true, ticket: ticket(2))
        #expect(queue.submit(.push("b", animated: true)) { _ in true } == [.reversed(again)])
        #expect(queue.heading == ["a", "b"])
        #expect(
            queue.transitionDidEnd(completed: true) == [
                .completed(push), .dropped(ticket(1), .popTo("a", animated: true), .reversedAgain),
                .completed(again),
            ])
        #expect(queue.stack == ["a", "b"])
    }

    @Test func aReversalThatLosesTheRaceRunsAsItsOwnTransition() {
        var queue = pushing()
        queue.submit(.popTo("a", animated: true)) { _ in true }
        // The push's own completion arrived first: it finished.
        let events = queue.transitionDidEnd(completed: true)
        let pop = A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: ticket(1))
        #expect(events == [.completed(push), .perform(pop)])
        #expect(queue.transitionDidEnd(completed: true) == [.completed(pop)])
        #expect(queue.stack == ["a"])
    }

    @Test func aPushOfTheScreenBeingPoppedReversesThePop() throws {
        var queue = try #require(Q(stack: ["a", "b"]))
        let begun = queue.beginInteractivePop()
        let pop = try #require(begun)
        let push = A(kind: .push, from: ["a"], to: ["a", "b"], animated: true, ticket: ticket(0))
        #expect(queue.submit(.push("b", animated: true)) { _ in true } == [.reversed(push)])
        #expect(queue.transitionDidEnd(completed: false) == [.cancelled(pop), .completed(push)])
        #expect(queue.stack == ["a", "b"])
    }

    @Test func aThirdScreenOrAWaitingRequestQueues() {
        var queue = pushing()
        var calls = 0
        #expect(queue.submit(.push("c", animated: true)) { _ in Self.count(&calls) } == [.queued(ticket(1))])
        #expect(queue.submit(.pop(animated: true)) { _ in Self.count(&calls) } == [.queued(ticket(2))])
        #expect(calls == 0)
    }

    @Test func anUnanimatedRequestOrTransitionQueues() {
        var queue = pushing()
        #expect(queue.submit(.pop(animated: false)) { _ in true } == [.queued(ticket(1))])
        var still = Q(root: "a")
        still.submit(.push("b", animated: false))
        #expect(still.submit(.pop(animated: true)) { _ in true } == [.queued(ticket(1))])
    }

    @Test func aReplacementBackToTheOriginReversesLikeAShortenedPath() {
        var queue = pushing()
        let events = queue.submit(.setStack(["a"], animated: true)) { _ in true }
        #expect(
            events == [
                .reversed(A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: ticket(1)))
            ])
    }

    @Test func idleRequestsNeverAskToReverse() {
        var queue = Q(root: "a")
        var calls = 0
        queue.submit(.push("b", animated: true)) { _ in Self.count(&calls) }
        #expect(calls == 0)
    }
}
