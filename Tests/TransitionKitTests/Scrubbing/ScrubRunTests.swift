import Testing
import TransitionKitGestures

@testable import TransitionKit
@testable import TransitionKitCore

struct ScrubRunTests {
    @Test func directionMapsToAnimatorFlags() {
        #expect(ScrubRun.Direction.forward.isReversed == false)
        #expect(ScrubRun.Direction.reverse.isReversed == true)
        #expect(ScrubRun.Direction.forward.targetFraction == 1)
        #expect(ScrubRun.Direction.reverse.targetFraction == 0)
    }

    @Test func forwardFractionReadsReversedRunsFromTheEnd() {
        #expect(ScrubRun.Direction.forward.forwardFraction(reported: 0.25) == 0.25)
        #expect(ScrubRun.Direction.reverse.forwardFraction(reported: 0.25) == 0.75)
    }

    @Test(arguments: [(Double.nan, 0.0, 1.0), (-0.5, 0, 1), (2, 1, 0), (.infinity, 1, 0), (-.infinity, 0, 1)])
    func forwardFractionSanitizesReports(reported: Double, forward: Double, reverse: Double) {
        #expect(ScrubRun.Direction.forward.forwardFraction(reported: reported) == forward)
        #expect(ScrubRun.Direction.reverse.forwardFraction(reported: reported) == reverse)
    }

    @Test func durationFactorIsTheDistanceLeft() {
        #expect(ScrubRun(direction: .forward, startFraction: 0.25, timing: .plan).durationFactor == 0.75)
        #expect(ScrubRun(direction: .reverse, startFraction: 0.25, timing: .plan).durationFactor == 0.25)
    }

    @Test(arguments: [(Double.nan, 0.0), (-1, 0), (1.5, 1), (.infinity, 1)])
    func startFractionIsClamped(input: Double, expected: Double) {
        let run = ScrubRun(direction: .forward, startFraction: input, timing: .plan)
        #expect(run.startFraction == expected)
        #expect(run.durationFactor == 1 - expected)
    }
}
