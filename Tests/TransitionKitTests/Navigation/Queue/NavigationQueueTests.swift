import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct NavigationQueueTests {
    typealias Q = NavigationQueue<String>
    typealias A = NavigationAction<String>

    func ticket(_ n: UInt64) -> RequestTicket { RequestTicket(rawValue: n) }

    @Test func initialStack() throws {
        #expect(Q(root: "a").stack == ["a"])
        #expect(Q(stack: []) == nil)
        #expect(Q(stack: ["a", "b", "a"]) == nil)
        let queue = try #require(Q(stack: ["a", "b"]))
        #expect(queue.stack == ["a", "b"])
        #expect(queue.isIdle)
        #expect(queue.canBeginInteractivePop)
    }

    @Test func idleRequestRunsImmediately() {
        var queue = Q(root: "a")
        let events = queue.submit(.push("b", animated: true))
        let action = A(kind: .push, from: ["a"], to: ["a", "b"], animated: true, ticket: ticket(0))
        #expect(events == [.perform(action)])
        #expect(queue.inFlight == action)
        #expect(queue.stack == ["a"])
        #expect(queue.transitionDidEnd(completed: true) == [.completed(action)])
        #expect(queue.stack == ["a", "b"])
        #expect(queue.isIdle)
    }

    @Test func doubleTappedPushIsDeduplicated() {
        var queue = Q(root: "a")
        queue.submit(.push("b", animated: true))
        #expect(queue.submit(.push("b", animated: true)) == [.queued(ticket(1))])
        let events = queue.transitionDidEnd(completed: true)
        #expect(
            events == [
                .completed(A(kind: .push, from: ["a"], to: ["a", "b"], animated: true, ticket: ticket(0))),
                .dropped(ticket(1), .push("b", animated: true), .alreadyOnTop),
            ])
        #expect(queue.stack == ["a", "b"])
        #expect(queue.isIdle)
    }

    @Test func popDuringPushRunsAfterIt() {
        var queue = Q(root: "a")
        queue.submit(.push("b", animated: true))
        queue.submit(.pop(animated: true))
        let events = queue.transitionDidEnd(completed: true)
        let pop = A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: ticket(1))
        #expect(events.last == .perform(pop))
        #expect(queue.transitionDidEnd(completed: true) == [.completed(pop)])
        #expect(queue.stack == ["a"])
    }

    @Test func setStackDuringPopRunsAgainstTheResultingStack() throws {
        var queue = try #require(Q(stack: ["a", "b", "c"]))
        queue.submit(.pop(animated: true))
        queue.submit(.setStack(["a", "b"], animated: true))
        queue.submit(.setStack(["x"], animated: false))
        let events = queue.transitionDidEnd(completed: true)
        #expect(
            events == [
                .completed(
                    A(kind: .pop, from: ["a", "b", "c"], to: ["a", "b"], animated: true, ticket: ticket(0))),
                .dropped(ticket(1), .setStack(["a", "b"], animated: true), .unchanged),
                .perform(A(kind: .replace, from: ["a", "b"], to: ["x"], animated: false, ticket: ticket(2))),
            ])
    }

    @Test func cancelledInteractivePopLeavesStackAndResumesQueue() throws {
        var queue = try #require(Q(stack: ["a", "b"]))
        let begun = queue.beginInteractivePop()
        let pop = try #require(begun)
        #expect(pop == A(kind: .pop, from: ["a", "b"], to: ["a"], animated: true, ticket: nil))
        #expect(queue.canBeginInteractivePop == false)
        #expect(queue.submit(.push("c", animated: true)) == [.queued(ticket(0))])
        let events = queue.transitionDidEnd(completed: false)
        #expect(
            events == [
                .cancelled(pop),
                .perform(
                    A(kind: .push, from: ["a", "b"], to: ["a", "b", "c"], animated: true, ticket: ticket(0))),
            ])
        #expect(queue.stack == ["a", "b"])
    }

    @Test func interactivePopRefusedWhileBusyOrAtRoot() throws {
        var root = Q(root: "a")
        #expect(root.beginInteractivePop() == nil)
        #expect(root.isIdle)
        var busy = try #require(Q(stack: ["a", "b"]))
        busy.submit(.push("c", animated: true))
        let before = busy
        #expect(busy.beginInteractivePop() == nil)
        #expect(busy == before)
    }

    @Test func endWithNothingInFlightIsIgnored() {
        var queue = Q(root: "a")
        let before = queue
        #expect(queue.transitionDidEnd(completed: true).isEmpty)
        #expect(queue.transitionDidEnd(completed: false).isEmpty)
        #expect(queue == before)
    }

    @Test func idleDropIsReportedAndQueueStaysIdle() {
        var queue = Q(root: "a")
        #expect(queue.submit(.pop(animated: true)) == [.dropped(ticket(0), .pop(animated: true), .atRoot)])
        #expect(
            queue.submit(.setStack([], animated: true)) == [
                .dropped(ticket(1), .setStack([], animated: true), .emptyStack)
            ])
        #expect(queue.isIdle)
        #expect(queue.stack == ["a"])
    }

    @Test func pushingHostIsDropped() {
        var queue = Q(root: "a", validation: StackValidation(host: "nav"))
        #expect(
            queue.submit(.push("nav", animated: true))
                == [.dropped(ticket(0), .push("nav", animated: true), .navigationController)])
    }

    @Test func requestsRunInArrivalOrder() {
        var queue = Q(root: "a")
        queue.submit(.push("b", animated: true))
        queue.submit(.push("c", animated: true))
        queue.submit(.push("d", animated: true))
        #expect(queue.pending.map(\.ticket) == [ticket(1), ticket(2)])
        queue.transitionDidEnd(completed: true)
        queue.transitionDidEnd(completed: true)
        queue.transitionDidEnd(completed: true)
        #expect(queue.stack == ["a", "b", "c", "d"])
        #expect(queue.pending.isEmpty)
    }
}
