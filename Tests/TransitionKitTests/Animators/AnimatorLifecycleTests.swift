import TestSupport
import Testing
import TransitionKit

@Suite struct AnimatorLifecycleTests {
    @Test func theUsualLifeCompletesOnce() {
        var lifecycle = AnimatorLifecycle()
        lifecycle.prepare()
        #expect(lifecycle.phase == .prepared)
        let answer1 = lifecycle.shouldStart(animatorIsInactive: true)
        #expect(answer1)
        #expect(lifecycle.phase == .running)
        let answer2 = lifecycle.complete(finished: true)
        #expect(answer2)
        let answer3 = lifecycle.complete(finished: true)
        #expect(!answer3)
        let answer4 = lifecycle.complete(finished: false)
        #expect(!answer4)
        #expect(lifecycle.phase == .completed(finished: true))
        let answer5 = lifecycle.end(transitionCompleted: true)
        #expect(answer5 == .release)
        let answer6 = lifecycle.end(transitionCompleted: true)
        #expect(answer6 == .nothing)
        #expect(lifecycle.phase == .ended)
    }

    @Test func startsAtMostOnce() {
        var lifecycle = AnimatorLifecycle()
        let answer1 = lifecycle.shouldStart(animatorIsInactive: true)
        #expect(answer1)
        let answer2 = lifecycle.shouldStart(animatorIsInactive: true)
        #expect(!answer2)
    }

    @Test func neverRestartsAnAnimatorAnInteractionStarted() {
        var lifecycle = AnimatorLifecycle()
        lifecycle.prepare()
        let answer1 = lifecycle.shouldStart(animatorIsInactive: false)
        #expect(!answer1)
        #expect(lifecycle.phase == .running)
        let answer2 = lifecycle.shouldStart(animatorIsInactive: true)
        #expect(!answer2)
    }

    @Test func cancelledCompletionIsReportedOnce() {
        var lifecycle = AnimatorLifecycle()
        lifecycle.prepare()
        let answer1 = lifecycle.complete(finished: false)
        #expect(answer1)
        #expect(lifecycle.phase == .completed(finished: false))
        let answer2 = lifecycle.complete(finished: true)
        #expect(!answer2)
        let answer3 = lifecycle.end(transitionCompleted: false)
        #expect(answer3 == .release)
    }

    @Test(arguments: [true, false])
    func anEndWithoutCompletionCleansUpWithoutReporting(completed: Bool) {
        var lifecycle = AnimatorLifecycle()
        lifecycle.prepare()
        let answer1 = lifecycle.end(transitionCompleted: completed)
        #expect(answer1 == .cleanUp(finished: completed))
        let answer2 = lifecycle.complete(finished: true)
        #expect(!answer2)
        let answer3 = lifecycle.shouldStart(animatorIsInactive: true)
        #expect(!answer3)
        let answer4 = lifecycle.end(transitionCompleted: completed)
        #expect(answer4 == .nothing)
    }

    @Test func prepareAfterStartChangesNothing() {
        var lifecycle = AnimatorLifecycle()
        _ = lifecycle.shouldStart(animatorIsInactive: true)
        lifecycle.prepare()
        #expect(lifecycle.phase == .running)
    }

    @Test func randomEventOrdersReportCompletionAtMostOnce() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<500 {
            var lifecycle = AnimatorLifecycle()
            var completions = 0
            var cleanUps = 0
            for _ in 0..<8 {
                switch generator.next() % 4 {
                case 0: lifecycle.prepare()
                case 1: _ = lifecycle.shouldStart(animatorIsInactive: generator.next() % 2 == 0)
                case 2: if lifecycle.complete(finished: generator.next() % 2 == 0) { completions += 1 }
                default:
                    if case .cleanUp = lifecycle.end(transitionCompleted: true) { cleanUps += 1 }
                }
            }
            #expect(completions + cleanUps <= 1)
        }
    }

}

struct AnimatorLifecycleEndTests {
    @Test func finishedFollowsThePositionThenTheContext() {
        #expect(AnimatorLifecycle.finished(at: .end, wasCancelled: false))
        #expect(AnimatorLifecycle.finished(at: .end, wasCancelled: true))
        #expect(!AnimatorLifecycle.finished(at: .start, wasCancelled: false))
        #expect(AnimatorLifecycle.finished(at: .current, wasCancelled: false))
        #expect(!AnimatorLifecycle.finished(at: .current, wasCancelled: true))
    }

    @Test func theAnimatorIsNeverRebuiltOnceTheTransitionCompleted() {
        var lifecycle = AnimatorLifecycle()
        #expect(lifecycle.mayBuildAnimator)
        lifecycle.prepare()
        _ = lifecycle.shouldStart(animatorIsInactive: true)
        #expect(lifecycle.mayBuildAnimator)
        _ = lifecycle.complete(finished: true)
        #expect(!lifecycle.mayBuildAnimator)
        _ = lifecycle.end(transitionCompleted: true)
        #expect(!lifecycle.mayBuildAnimator)
    }
}
