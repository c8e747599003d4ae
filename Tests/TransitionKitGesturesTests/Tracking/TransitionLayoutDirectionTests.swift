import Testing

@testable import TransitionKitGestures

struct GestureLayoutDirectionTests {
    @Test func leadingToTrailingSignMirrorsInRightToLeft() {
        #expect(TransitionLayoutDirection.leftToRight.leadingToTrailingSign == 1)
        #expect(TransitionLayoutDirection.rightToLeft.leadingToTrailingSign == -1)
    }
}
