import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct CrossFadeChoreographyTests {
    @Test(arguments: Fixtures.operations)
    func screensBlendInPlace(operation: NavigationOperation) {
        let plan = TransitionStyle.crossFade.plan(for: Fixtures.phone(operation))
        #expect(plan?.roles == [.fromView, .toView])
        #expect(plan?.state(of: .fromView, at: 0.25)?.alpha == 1)
        #expect(plan?.state(of: .toView, at: 0.25)?.alpha == 0.25)
        #expect(plan?.state(of: .fromView, at: 1)?.alpha == 1, "opaque until UIKit removes it")
        for progress in Fixtures.progresses {
            #expect(plan?.state(of: .fromView, at: progress)?.frame == Fixtures.screen)
            #expect(plan?.state(of: .toView, at: progress)?.frame == Fixtures.screen)
        }
    }

    /// The destination is drawn over the source: together they cover `a + (1 − a) · b` of what is
    /// behind them, which must stay 1 at every progress, scrubbed or running.
    @Test(arguments: Fixtures.operations, [TransitionPlan.Evaluation.scrubbing, .running])
    func theScreensNeverShowWhatIsBehindThem(
        operation: NavigationOperation, evaluation: TransitionPlan.Evaluation
    )
        throws
    {
        let plan = try #require(TransitionStyle.crossFade.plan(for: Fixtures.phone(operation)))
        for step in 0...100 {
            let progress = Double(step) / 100
            let below = try #require(plan.state(of: .fromView, at: progress, evaluation: evaluation)).alpha
            let above = try #require(plan.state(of: .toView, at: progress, evaluation: evaluation)).alpha
            #expect(above + (1 - above) * below == 1, "at \(progress)")
        }
    }

    @Test func pushAndPopAreTheSamePlan() {
        let geometry = TransitionGeometry.samplePhone()
        var popped = geometry
        popped.operation = .pop
        #expect(TransitionStyle.crossFade.plan(for: geometry) == TransitionStyle.crossFade.plan(for: popped))
    }

    @Test func screensCarryTheirBackgroundColors() {
        let geometry = TransitionGeometry.samplePhone()
        let plan = TransitionStyle.crossFade.plan(for: geometry)
        #expect(plan?.element(for: .fromView)?.to.backgroundColor == geometry.from.backgroundColor)
        #expect(plan?.element(for: .toView)?.from.backgroundColor == geometry.to.backgroundColor)
    }
}
