import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct GestureEdgeInsetsTests {
    @Test func zeroIsAllZero() {
        #expect(GestureEdgeInsets.zero == GestureEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
