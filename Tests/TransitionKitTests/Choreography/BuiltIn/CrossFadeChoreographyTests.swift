import Testing

@testable import TransitionKit

struct CrossFadeChoreographyTests {
    @Test(arguments: Fixtures.operations)
    func screensBlendInPlace(operation: NavigationOperation) {
        let plan = TransitionStyle.crossFade.plan(for: Fixtures.phone(operation))
        #expect(plan?.roles == [.fromView, .toView])
        #expect(plan?.state(of: .fromView, at: 0.25)?.alpha == 0.75)
        #expect(plan?.state(of: .toView, at: 0.25)?.alpha == 0.25)
        #expect(plan?.state(of: .fromView, at: 1)?.alpha == 0)
        for progress in Fixtures.progresses {
            #expect(plan?.state(of: .fromView, at: progress)?.frame == Fixtures.screen)
            #expect(plan?.state(of: .toView, at: progress)?.frame == Fixtures.screen)
        }
    }

    @Test func pushAndPopAreTheSamePlan() {
        let geometry = TransitionGeometry.samplePhone()
        var popped = geometry
        popped.operation = .pop
        #expect(TransitionStyle.crossFade.plan(for: geometry) == TransitionStyle.crossFade.plan(for: popped))
    }

    @Test func screensCarryTheirBackgroundColours() {
        let geometry = TransitionGeometry.samplePhone()
        let plan = TransitionStyle.crossFade.plan(for: geometry)
        #expect(plan?.element(for: .fromView)?.to.backgroundColor == geometry.from.backgroundColor)
        #expect(plan?.element(for: .toView)?.from.backgroundColor == geometry.to.backgroundColor)
    }
}
