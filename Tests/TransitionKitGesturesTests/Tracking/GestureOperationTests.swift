import Testing

@testable import TransitionKitGestures

struct GestureOperationTests {
    @Test func popGrowsTowardTrailingPushTowardLeading() {
        #expect(GestureOperation.pop.trailingSign == 1)
        #expect(GestureOperation.push.trailingSign == -1)
    }
}

extension GestureOperationTests {
    @Test func infersOperationFromTheStack() {
        #expect(GestureOperation.inferred(fromViewControllerRemainsOnStack: true) == .push)
        #expect(GestureOperation.inferred(fromViewControllerRemainsOnStack: false) == .pop)
    }
}
