import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct WrapResolutionProvidedContainerTests {
    @Test func aContainerHoldingTheScreenIsUsed() {
        let own = WrapResolution.resolve(ScreenWrapTraits(suppliesOwnContainer: true))
        #expect(
            own.confirmingProvidedContainer(holdsScreen: true) == WrapResolution(decision: .useOwnContainer))
    }

    @Test func aContainerForAnotherScreenFallsBackToTheStandardOneAndIsReported() {
        let own = WrapResolution.resolve(ScreenWrapTraits(suppliesOwnContainer: true))
        #expect(
            own.confirmingProvidedContainer(holdsScreen: false)
                == WrapResolution(
                    decision: .wrapInStandardContainer, conflicts: [.providedContainerHoldsAnotherScreen]))
    }

    @Test func earlierConflictsAreKeptInOrder() {
        let own = WrapResolution.resolve(ScreenWrapTraits(optsOut: true, suppliesOwnContainer: true))
        #expect(
            own.confirmingProvidedContainer(holdsScreen: false).conflicts
                == [.ownContainerAndOptOut, .providedContainerHoldsAnotherScreen])
        #expect(own.confirmingProvidedContainer(holdsScreen: true).conflicts == [.ownContainerAndOptOut])
    }

    @Test(
        arguments: [WrapDecision.wrapInStandardContainer, .leaveUnwrapped, .alreadyWrapped], [false, true])
    func otherDecisionsIgnoreTheProvidedContainer(decision: WrapDecision, holds: Bool) {
        let resolution = WrapResolution(decision: decision, conflicts: [.ownContainerAndOptOut])
        #expect(resolution.confirmingProvidedContainer(holdsScreen: holds) == resolution)
    }
}
