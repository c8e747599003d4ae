import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct GestureLayoutDirectionTests {
    @Test func leadingToTrailingSignMirrorsInRightToLeft() {
        #expect(TransitionLayoutDirection.leftToRight.leadingToTrailingSign == 1)
        #expect(TransitionLayoutDirection.rightToLeft.leadingToTrailingSign == -1)
    }

    @Test func distanceFromLeadingEdgeMirrorsInRightToLeft() {
        #expect(TransitionLayoutDirection.leftToRight.distanceFromLeadingEdge(x: 10, width: 390) == 10)
        #expect(TransitionLayoutDirection.rightToLeft.distanceFromLeadingEdge(x: 380, width: 390) == 10)
        #expect(TransitionLayoutDirection.rightToLeft.distanceFromLeadingEdge(x: 400, width: 390) == -10)
        #expect(TransitionLayoutDirection.leftToRight.distanceFromLeadingEdge(x: .nan, width: 390) == nil)
        #expect(TransitionLayoutDirection.rightToLeft.distanceFromLeadingEdge(x: 10, width: .infinity) == nil)
    }
}
