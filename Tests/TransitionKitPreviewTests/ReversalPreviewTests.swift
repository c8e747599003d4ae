import Foundation
import Testing
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore
@testable import TransitionKitPreview

/// `--back-at P`: the push runs with its own timing until it shows P, then turns around in place on
/// the hand-off spring carrying the velocity it had, as the library's reversal does; the page is
/// the same text every time.
struct ReversalPreviewTests {
    /// The cross-fade: ease-in-out over 0.3 s, symmetric, so it shows 0.5 at 0.15 s.
    let crossFade = BuiltInTransition.crossFade.samplePlan()

    @Test func theTapLandsWhereThePushShowsTheProgress() {
        let run = ReversalRun(plan: crossFade, tapProgress: 0.5)
        #expect(abs(run.tapTime - 0.15) < 1e-6)
        #expect(abs(run.tapProgress - 0.5) < 1e-6)
        #expect(run.progress(at: 0.1) == TimingCurve.easeInOut.value(at: 0.1 / 0.3))
    }

    @Test func theReturnStartsWhereThePushWasWithTheVelocityItHad() {
        let run = ReversalRun(plan: crossFade, tapProgress: 0.5)
        // The library's hand-off: the push's velocity at the tap, the ease-in-out's slope at the
        // middle (1.7241379310, REFERENCE §8.1) over 0.3 s, relative to the 0.5 back, away from
        // the start.
        #expect(abs(run.handOffVelocity - 1.7241379310 / 0.3) < 1e-4)
        #expect(abs(run.relativeVelocity - -(1.7241379310 / 0.3) / 0.5) < 1e-3)
        #expect(run.progress(at: run.tapTime) == run.tapProgress)
        let justAfter = run.tapTime + 1e-7
        #expect(abs(run.progress(at: justAfter) - run.tapProgress) < 1e-5)
        #expect(abs(run.velocity(at: justAfter) - run.handOffVelocity) < 1e-3)
        #expect(abs(run.progress(at: run.duration)) <= 0.001 * run.tapProgress + 1e-12)
        #expect(
            run.returnDuration == SpringTiming.handOff.settlingDuration(initialVelocity: run.relativeVelocity)
        )
    }

    @Test func badTapsAreClampedIntoThePush() {
        #expect(
            ReversalRun(plan: crossFade, tapProgress: .nan).tapTime
                == ReversalRun(plan: crossFade, tapProgress: 0.5).tapTime)
        #expect(ReversalRun(plan: crossFade, tapProgress: 5).tapProgress <= 0.999 + 1e-6)
        #expect(ReversalRun(plan: crossFade, tapProgress: -1).tapTime > 0)
    }

    private func run(_ arguments: [String]) -> PreviewCommand.Result {
        PreviewCommand.run(arguments: arguments, catalog: .builtIn)
    }

    @Test func thePagePlaysThePushTheTapAndTheReturnTheSameWayEveryTime() throws {
        let first = run(["crossFade", "--back-at", "0.5", "--format", "html"])
        #expect(first.exitCode == 0)
        #expect(
            first.standardOutput == run(["crossFade", "--back-at=0.5", "--format", "html"]).standardOutput)
        let page = first.standardOutput
        #expect(page.contains("crossFade · push · Back at 0.5"))
        #expect(page.contains("Back tapped at 0.5 (0.15 s): turns back at 5.747/s on the hand-off spring"))
        let reversal = ReversalRun(plan: crossFade, tapProgress: 0.5)
        #expect(page.contains("\"duration\": \(PreviewNumber.format(reversal.duration))"))
        #expect(page != run(["crossFade", "--format", "html"]).standardOutput)
    }

    @Test(arguments: [
        (["crossFade", "--back-at", "0"], "expected a number between 0 and 1 (not 0 or 1)"),
        (["crossFade", "--back-at", "1"], "expected a number between 0 and 1 (not 0 or 1)"),
        (["crossFade", "--back-at", "0.5", "--format", "svg"], "the reversal is an HTML page"),
        (
            ["crossFade", "--back-at", "0.5", "--operation", "pop", "--format", "html"],
            "a Back tap turns a push"
        ),
        (["--gallery", "--back-at", "0.5", "-o", "x"], "the gallery shows them all"),
    ])
    func badCombinationsFailWithoutOutput(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }
}
