import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteStackSyncTests {
    typealias Stack = RouteStack<String, String>
    typealias Change = RouteChange<String, String>

    func sample() -> Stack { RouteFixtures.threeRoutes() }

    @Test func userPoppedOne() {
        var stack = sample()
        let c = stack.top
        #expect(
            stack.userPopped(count: 1)
                == .changed(
                    Change(
                        operation: .pop, popped: [c], pushed: [], transition: .transition("slide"), depth: 3)
                ))
    }

    @Test func userPoppedTooManyKeepsRoot() {
        var stack = sample()
        #expect(stack.userPopped(count: 10).change?.popped.count == 3)
        #expect(stack.depth == 1)
        #expect(stack.userPopped(count: 1) == .unchanged(.atRoot))
    }

    @Test func userPoppedNothing() {
        var stack = sample()
        let before = stack
        #expect(stack.userPopped(count: 0) == .unchanged(.nothingToPop))
        #expect(stack.userPopped(count: -2) == .unchanged(.nothingToPop))
        #expect(stack == before)
    }

    @Test func syncToDepth() {
        var stack = sample()
        let change = stack.sync(toDepth: 2).change
        #expect(change?.popped.map(\.payload) == ["c", "b"])
        #expect(change?.transition == .transition("slide"))
        #expect(stack.depth == 2)
    }

    @Test func syncBelowOneClampsToRoot() {
        var stack = sample()
        #expect(stack.sync(toDepth: 0).change?.depth == 1)
        #expect(stack.sync(toDepth: -5) == .unchanged(.depthNotBelowCurrent))
    }

    @Test func syncToSameOrDeeperIsRefused() {
        var stack = sample()
        let before = stack
        #expect(stack.sync(toDepth: 4) == .unchanged(.depthNotBelowCurrent))
        #expect(stack.sync(toDepth: 9) == .unchanged(.depthNotBelowCurrent))
        #expect(stack == before)
    }
}
