import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct WrapResolutionTests {
    @Test func plainScreenIsWrappedInStandardContainer() {
        #expect(
            WrapResolution.resolve(ScreenWrapTraits()) == WrapResolution(decision: .wrapInStandardContainer))
    }

    @Test func optOutScreenIsLeftUnwrapped() {
        #expect(
            WrapResolution.resolve(ScreenWrapTraits(optsOut: true))
                == WrapResolution(decision: .leaveUnwrapped, conflicts: []))
    }

    @Test func ownContainerIsUsed() {
        #expect(
            WrapResolution.resolve(ScreenWrapTraits(suppliesOwnContainer: true))
                == WrapResolution(decision: .useOwnContainer))
    }

    @Test func ownContainerAndOptOutConflictIsReportedAndUsesOwnContainer() {
        let result = WrapResolution.resolve(ScreenWrapTraits(optsOut: true, suppliesOwnContainer: true))
        #expect(result == WrapResolution(decision: .useOwnContainer, conflicts: [.ownContainerAndOptOut]))
    }

    @Test(arguments: WrapResolutionTests.allTraits)
    func containerIsAlreadyWrappedWhateverItsConformances(traits: ScreenWrapTraits) {
        var container = traits
        container.isContainer = true
        #expect(WrapResolution.resolve(container) == WrapResolution(decision: .alreadyWrapped))
    }

    @Test(arguments: WrapResolutionTests.allTraits)
    func wrappingIsIdempotent(traits: ScreenWrapTraits) {
        let first = WrapResolution.resolve(traits).decision
        // What ends up in the stack: a container when one was created, else the screen itself.
        let inStack = first.createsContainer ? ScreenWrapTraits.container : traits
        let second = WrapResolution.resolve(inStack).decision
        #expect(second.createsContainer == false)
        #expect(second == (first.createsContainer || traits.isContainer ? .alreadyWrapped : first))
    }

    @Test func createsContainerOnlyForWrappingDecisions() {
        #expect(
            WrapDecision.allCases.filter(\.createsContainer) == [.wrapInStandardContainer, .useOwnContainer])
    }

    static let allTraits: [ScreenWrapTraits] = (0..<8).map { bits in
        ScreenWrapTraits(
            isContainer: bits & 1 != 0, optsOut: bits & 2 != 0, suppliesOwnContainer: bits & 4 != 0)
    }
}
