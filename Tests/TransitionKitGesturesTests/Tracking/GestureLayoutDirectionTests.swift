import Testing

@testable import TransitionKitGestures

struct GestureLayoutDirectionTests {
    @Test func leadingToTrailingSignMirrorsInRightToLeft() {
        #expect(GestureLayoutDirection.leftToRight.leadingToTrailingSign == 1)
        #expect(GestureLayoutDirection.rightToLeft.leadingToTrailingSign == -1)
    }
}
