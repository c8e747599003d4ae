import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct NavigationRequestBackTests {
    typealias R = NavigationRequest<String>

    @Test func targetsTheEntryBelowTheScreen() {
        #expect(R.back(from: "c", in: ["a", "b", "c"], animated: true) == .popTo("b", animated: true))
        #expect(R.back(from: "b", in: ["a", "b", "c"], animated: false) == .popTo("a", animated: false))
    }

    @Test func rootOrMissingScreenHasNoBack() {
        #expect(R.back(from: "a", in: ["a", "b"], animated: true) == nil)
        #expect(R.back(from: "x", in: ["a", "b"], animated: true) == nil)
        #expect(R.back(from: "a", in: [], animated: true) == nil)
    }

    /// A double-tapped Back: both taps resolve before UIKit updates its stack, so both name "b";
    /// the second waits in the queue and is dropped once "b" is on top — one screen leaves.
    @Test func doubleTappedBackPopsOnce() throws {
        var queue = try #require(NavigationQueue(stack: ["a", "b", "c"]))
        let stack = queue.stack
        let first = try #require(R.back(from: "c", in: stack, animated: true))
        let second = try #require(R.back(from: "c", in: stack, animated: true))
        let performed = queue.submit(first)
        #expect(
            performed == [
                .perform(
                    NavigationAction(
                        kind: .pop, from: ["a", "b", "c"], to: ["a", "b"], animated: true,
                        ticket: RequestTicket(rawValue: 0)))
            ])
        #expect(queue.submit(second) == [.queued(RequestTicket(rawValue: 1))])
        let events = queue.transitionDidEnd(completed: true)
        #expect(events.last == .dropped(RequestTicket(rawValue: 1), second, .alreadyOnTop))
        #expect(queue.stack == ["a", "b"])
    }

    /// The second tap lands after UIKit removed the screen: it resolves to nothing.
    @Test func tapAfterTheScreenLeftDoesNothing() {
        #expect(R.back(from: "c", in: ["a", "b"], animated: true) == nil)
    }

    /// For contrast, the old relative request: two pops remove two screens.
    @Test func relativePopsWouldPopTwice() throws {
        var queue = try #require(NavigationQueue(stack: ["a", "b", "c"]))
        queue.submit(.pop(animated: true))
        queue.submit(.pop(animated: true))
        queue.transitionDidEnd(completed: true)
        queue.transitionDidEnd(completed: true)
        #expect(queue.stack == ["a"])
    }
}
