import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteStackUserRemovalTests {
    typealias Stack = RouteStack<String, String>
    typealias Change = RouteChange<String, String>

    func sample() -> Stack { RouteFixtures.threeRoutes() }

    @Test func removingTopRoutesEqualsUserPopped() {
        var removed = sample()
        var popped = sample()
        let ids = Set(removed.ids.suffix(2))
        #expect(removed.userRemoved(ids) == popped.userPopped(count: 2))
        #expect(removed == popped)
    }

    @Test func removingFromBelowQueuedPushesKeepsThem() {
        var stack = sample()
        let a = stack.routes[1]
        let change = stack.userRemoved([a.id])
        #expect(
            change
                == .changed(
                    Change(
                        operation: .pop, popped: [a], pushed: [], transition: .transition("zoom"), depth: 3))
        )
        #expect(stack.routes.map(\.payload) == ["root", "b", "c"])
    }

    @Test func rootAndUnknownIDsAreIgnored() {
        var stack = sample()
        let before = stack
        #expect(stack.userRemoved([stack.root.id, RouteID(rawValue: 99)]) == .unchanged(.nothingToPop))
        #expect(stack.userRemoved([]) == .unchanged(.nothingToPop))
        #expect(stack == before)
    }
}
