import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct NavigationOperationTests {
    @Test func popGrowsTowardTrailingPushTowardLeading() {
        #expect(NavigationOperation.pop.trailingSign == 1)
        #expect(NavigationOperation.push.trailingSign == -1)
    }
}

extension NavigationOperationTests {
    @Test func infersOperationFromTheStack() {
        #expect(NavigationOperation.inferred(fromScreenRemainsOnStack: true) == .push)
        #expect(NavigationOperation.inferred(fromScreenRemainsOnStack: false) == .pop)
    }
}
