import Testing
import TransitionKit
import TransitionKitPreview

struct PreviewSamplesTests {
    @Test(arguments: [(0.5, 31), (0.35, 22), (0.0, 1), (-1.0, 1), (Double.nan, 1), (1e9, 601)])
    func runningCountIsOnePerFramePlusTheEnd(duration: Double, count: Int) {
        #expect(PreviewSamples.runningCount(duration: duration) == count)
    }

    @Test func samplesAreThePlansOwnStates() {
        let plan = PreviewFixtures.plan
        let samples = PreviewSamples(plan: plan)
        #expect(samples.scrub.count == PreviewSamples.scrubSteps + 1)
        #expect(samples.scrub[60] == plan.states(at: 0.5).map(\.state))
        #expect(samples.scrub.first == plan.states(at: 0).map(\.state))
        #expect(samples.scrub.last == plan.states(at: 1).map(\.state))
        #expect(samples.running[15] == plan.states(at: 0.5, evaluation: .running).map(\.state))
        #expect(samples.running.last == plan.states(at: 1, evaluation: .running).map(\.state))
    }
}
