import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct PropertyAnimatorModelTests {
    let ledger = ContractLedger()
    let clock = ModelClock()

    func fadeIn(duration: TimeInterval = 1, timing: Timing = .linear) -> (PropertyAnimatorModel, ViewModel) {
        let view = ViewModel("view", ledger: ledger)
        view.alpha = 0
        let animator = PropertyAnimatorModel(
            name: "fade", duration: duration, timing: timing, ledger: ledger, clock: clock)
        animator.addAnimations { view.alpha = 1 }
        return (animator, view)
    }

    // MARK: Legal sequences

    @Test func aRunToTheEndRecordsNothingAndCompletesOnceAtTheEnd() {
        let (animator, view) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.alpha == 1, "inside a block a property reads its final value at once, as on device")
        clock.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.25) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        clock.advance(by: 1)
        #expect(positions == [.end])
        #expect(animator.completionPositions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.presentationAlpha == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func runningFollowsTheCoreTimingEvaluation() {
        let spring = Timing.spring(SpringTiming(duration: 0.5, bounce: 0.2))
        let (animator, view) = fadeIn(duration: 0.8, timing: spring)
        animator.startAnimation()
        for step in 1...7 {
            clock.advance(by: 0.1)
            let expected = spring.progress(atTime: Double(step) * 0.1, duration: 0.8)
            #expect(abs(view.presentationAlpha - expected) < 1e-9)
        }
        clock.advance(by: 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aScrubbedAnimatorFinishedByContinuingRecordsNothing() {
        let (animator, view) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.4
        #expect(
            animator.state == .active && !animator.isRunning,
            "setting it on an inactive animator makes it active")
        #expect(abs(view.presentationAlpha - 0.4) < 1e-9)
        animator.continueAnimation(withTimingParameters: .linear, durationFactor: 0.5)
        clock.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.7) < 1e-9)
        clock.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func stoppingAndFinishingIsTheLegalWayToAbandonAnAnimator() {
        var animator: PropertyAnimatorModel? = fadeIn().0
        var positions: [AnimatingPosition] = []
        animator?.addCompletion { positions.append($0) }
        animator?.pauseAnimation()
        animator?.stopAnimation(false)
        #expect(animator?.state == .stopped)
        animator?.finishAnimation(at: .start)
        #expect(positions == [.start])
        animator = nil
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aRunningAnimatorMayBeDroppedTheClockKeepsItUntilItEnds() {
        var positions: [AnimatingPosition] = []
        var view: ViewModel?
        do {
            let (animator, faded) = fadeIn()
            view = faded
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
        }
        clock.advance(by: 2)
        #expect(positions == [.end])
        #expect(view?.presentationAlpha == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    // MARK: Documented misuse

    @Test func startingAStoppedAnimatorIsRecordedAndIgnored() {
        let (animator, _) = fadeIn()
        animator.startAnimation()
        animator.stopAnimation(false)
        let found = ledger.expect(PropertyAnimatorModel.Contract.startWhileStopped) {
            animator.startAnimation()
        }
        #expect(animator.state == .stopped)
        #expect(found.first?.state == "stopped")
        animator.finishAnimation(at: .current)
    }

    @Test func pausingAStoppedAnimatorIsRecorded() {
        let (animator, _) = fadeIn()
        animator.startAnimation()
        animator.stopAnimation(false)
        ledger.expect(PropertyAnimatorModel.Contract.pauseWhileStopped) { animator.pauseAnimation() }
        animator.finishAnimation(at: .end)
    }

    @Test func continuingAStoppedAnimatorIsRecorded() {
        let (animator, _) = fadeIn()
        animator.pauseAnimation()
        animator.stopAnimation(false)
        ledger.expect(PropertyAnimatorModel.Contract.continueWhileStopped) {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        animator.finishAnimation(at: .end)
    }

    @Test(arguments: ["inactive", "running", "paused"])
    func finishingAnAnimatorThatIsNotStoppedIsRecorded(state: String) {
        let (animator, _) = fadeIn()
        if state == "running" { animator.startAnimation() }
        if state == "paused" { animator.pauseAnimation() }
        let found = ledger.expect(PropertyAnimatorModel.Contract.finishOnlyWhenStopped) {
            animator.finishAnimation(at: .end)
        }
        #expect(found.first?.state.hasPrefix(state == "inactive" ? "inactive" : "active (\(state))") == true)
        if state != "inactive" { animator.stopAnimation(true) }
    }

    @Test func settingFractionCompleteWhileRunningIsRecordedAndIsANoOp() {
        let (animator, view) = fadeIn()
        animator.startAnimation()
        clock.advance(by: 0.5)
        let found = ledger.expect(PropertyAnimatorModel.Contract.fractionOnlyWhilePaused) {
            animator.fractionComplete = 0.1
        }
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        #expect(found.first?.state == "active (running)")
        clock.advance(by: 1)
    }

    @Test func settingFractionCompleteWhileStoppedIsRecorded() {
        let (animator, _) = fadeIn()
        animator.pauseAnimation()
        animator.stopAnimation(false)
        ledger.expect(PropertyAnimatorModel.Contract.fractionOnlyWhilePaused) {
            animator.fractionComplete = 0.5
        }
        animator.finishAnimation(at: .start)
    }

    @Test func settingIsInterruptibleOnAnActiveAnimatorIsRecorded() {
        let (animator, _) = fadeIn()
        animator.isInterruptible = false
        #expect(!animator.isInterruptible, "allowed while inactive")
        animator.pauseAnimation()
        ledger.expect(PropertyAnimatorModel.Contract.interruptibleOnlyWhenInactive) {
            animator.isInterruptible = true
        }
        #expect(!animator.isInterruptible)
        animator.stopAnimation(true)
    }

    @Test func releasingAPausedAnimatorIsRecorded() {
        var animator: PropertyAnimatorModel? = fadeIn().0
        animator?.pauseAnimation()
        let found = ledger.expect(PropertyAnimatorModel.Contract.releasedActive) { animator = nil }
        #expect(found.first?.state == "active (paused)")
    }

    @Test func releasingAStoppedAnimatorIsRecorded() {
        var animator: PropertyAnimatorModel? = fadeIn().0
        animator?.startAnimation()
        animator?.stopAnimation(false)
        let found = ledger.expect(PropertyAnimatorModel.Contract.releasedActive) { animator = nil }
        #expect(found.first?.state == "stopped")
    }

    @Test func anAnimatorThatPausesOnCompletionStaysActiveAndMustBeStoppedBeforeRelease() {
        var (animator, view): (PropertyAnimatorModel?, ViewModel) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator?.addCompletion { positions.append($0) }
        animator?.pausesOnCompletion = true
        animator?.startAnimation()
        clock.advance(by: 2)
        #expect(positions.isEmpty, "no completion while it pauses on completion")
        #expect(animator?.state == .active && animator?.isRunning == false)
        #expect(animator?.fractionComplete == 1)
        #expect(view.presentationAlpha == 1)
        ledger.expect(PropertyAnimatorModel.Contract.releasedActive) { animator = nil }
    }

    // MARK: Reversal and fractionComplete

    @Test func aReversedAnimatorReadsTheComplementAndTheViewsDoNotJump() {
        let (animator, view) = fadeIn()
        animator.fractionComplete = 0.3
        animator.isReversed = true
        #expect(abs(animator.fractionComplete - 0.7) < 1e-9, "progress along the reversed run")
        #expect(abs(view.presentationAlpha - 0.3) < 1e-9, "setting isReversed moves nothing")
        animator.fractionComplete = 0.2
        #expect(abs(view.presentationAlpha - 0.8) < 1e-9, "scrubbed to 0.2 when reversed: 0.8")
        animator.isReversed = false
        #expect(abs(animator.fractionComplete - 0.8) < 1e-9)
        animator.stopAnimation(true)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aReversedRunEndsAtTheStartWithTheStartValues() {
        let (animator, view) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.6
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.6)
        clock.advance(by: 0.3)
        #expect(abs(view.presentationAlpha - 0.3) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.7) < 1e-9, "reversed: 0.3 of the way back reads 0.7")
        clock.advance(by: 0.3)
        #expect(positions == [.start])
        #expect(view.alpha == 0, "the model value goes back to the start value")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func reversingARunningAnimatorTurnsItAroundWhereItIs() {
        let (animator, view) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.4)
        animator.isReversed = true
        #expect(abs(view.presentationAlpha - 0.4) < 1e-9)
        clock.advance(by: 0.2)
        #expect(abs(view.presentationAlpha - 0.2) < 1e-9)
        clock.advance(by: 0.2)
        #expect(positions == [.start])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func withoutLinearScrubbingTheFractionIsMappedThroughTheTiming() {
        let (animator, view) = fadeIn(timing: .curve(.easeIn))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let expected = Timing.curve(.easeIn).progress(atTime: 0.5, duration: 1)
        #expect(abs(view.presentationAlpha - expected) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        animator.scrubsLinearly = true
        #expect(abs(animator.fractionComplete - expected) < 1e-9, "linear scrubbing reads the value progress")
        animator.stopAnimation(true)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    // MARK: Completion positions

    @Test func stoppingWithoutFinishingCallsNoCompletion() {
        let (animator, view) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(positions.isEmpty)
        #expect(abs(Double(view.alpha) - 0.5) < 1e-9, "the values last rendered")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test(arguments: [AnimatingPosition.end, .start, .current])
    func finishingAtAPositionCallsTheCompletionsOnceWithIt(position: AnimatingPosition) {
        let (animator, view) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.addCompletion { _ in positions.append(position) }
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(abs(Double(view.alpha) - 0.25) < 1e-9, "stopped at the values last rendered")
        animator.finishAnimation(at: position)
        #expect(positions == [position, position], "each completion once")
        let expected: Double =
            switch position {
            case .end: 1
            case .start: 0
            case .current: 0.25
            }
        #expect(abs(Double(view.alpha) - expected) < 1e-9)
        clock.advance(by: 1)
        #expect(animator.completionPositions == [position])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    // MARK: Blocks

    @Test func aKeyframeMovesOnlyInItsWindow() {
        let view = ViewModel("view", ledger: ledger)
        view.alpha = 0
        let animator = PropertyAnimatorModel(duration: 1, timing: .linear, ledger: ledger, clock: clock)
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(view.presentationAlpha == 0)
        clock.advance(by: 0.5)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        clock.advance(by: 1)
        #expect(view.presentationAlpha == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func animationsAddedWhileActiveRunOverTheRemainingProgress() {
        let (animator, _) = fadeIn()
        let other = ViewModel("other", ledger: ledger)
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addAnimations { other.alpha = 0 }
        #expect(other.presentationAlpha == 1)
        clock.advance(by: 0.25)
        #expect(abs(other.presentationAlpha - 0.5) < 1e-9)
        clock.advance(by: 1)
        #expect(other.presentationAlpha == 0)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func creatingAnimatorsIsCountedAsWork() {
        _ = PropertyAnimatorModel(duration: 1, timing: .linear, ledger: ledger, clock: clock)
        _ = AnimatorFactoryModel(ledger: ledger, clock: clock)
            .makePropertyAnimator(duration: 1, timing: .linear, initialVelocity: .zero)
        #expect(ledger.work.animatorCreations == 2)
    }

    // MARK: As strict as UIKit

    @Test func startingWithoutBlocksWaitsInATransientPausedStateUntilABlockArrives() {
        let view = ViewModel("view", ledger: ledger)
        view.alpha = 0
        let animator = PropertyAnimatorModel(
            name: "empty", duration: 1, timing: .linear, ledger: ledger, clock: clock)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning, "UIViewPropertyAnimator.h:74-75")
        clock.advance(by: 2)
        #expect(positions.isEmpty, "it never completes without a block")
        animator.addAnimations { view.alpha = 1 }
        #expect(animator.isRunning, "a submitted block starts it")
        clock.advance(by: 0.5)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        clock.advance(by: 1)
        #expect(positions == [.end])
    }

    @Test func aKeyframeAddedToARunningAnimatorFillsItsRemainingTime() {
        let (animator, _) = fadeIn()
        let moved = ViewModel("moved", ledger: ledger)
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { moved.alpha = 0 }
        clock.advance(by: 0.25)
        #expect(
            abs(moved.presentationAlpha - 1) < 1e-9, "the second half of the remaining 0.5 s starts at 0.75 s"
        )
        clock.advance(by: 0.125)
        #expect(abs(moved.presentationAlpha - 0.5) < 1e-9)
        clock.advance(by: 1)
    }

    @Test func aBlockAddedToAStoppedAnimatorIsAViolation() {
        let (animator, view) = fadeIn()
        animator.startAnimation()
        animator.stopAnimation(false)
        ledger.expect(
            PropertyAnimatorModel.Contract.blocksInvalidatedWhenStopped,
            PropertyAnimatorModel.Contract.blocksInvalidatedWhenStopped
        ) {
            animator.addAnimations { view.alpha = 0.5 }
            animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        }
        animator.finishAnimation(at: .end)
        #expect(view.alpha == 1)
    }

    @Test func reversingAStoppedAnimatorIsAViolation() {
        let (animator, _) = fadeIn()
        animator.startAnimation()
        animator.stopAnimation(false)
        ledger.expect(PropertyAnimatorModel.Contract.reversedOnlyWhenItCanRun) { animator.isReversed = true }
        animator.finishAnimation(at: .current)
    }

    @Test func continuingAnInactiveAnimatorIsAViolation() {
        let (animator, _) = fadeIn()
        ledger.expect(PropertyAnimatorModel.Contract.continueOnlyWhenActive) {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(animator.state == .inactive)
    }

    /// A natural end is never delivered inside the call that started the run: at the clock's next
    /// event (the model's next run-loop turn), even for a run of no length.
    @Test func aRunOfNoLengthCompletesAtTheNextClockEventNotInTheCall() {
        let (animator, _) = fadeIn()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(positions.isEmpty)
        clock.advance(by: 0)
        #expect(positions == [.end])
    }
}
