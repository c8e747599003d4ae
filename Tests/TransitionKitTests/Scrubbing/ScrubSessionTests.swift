import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The scrubber's session against the property animator model: what the slider, Play, Reverse,
/// a drag and Done do, and that no call UIKit documents as an error is made (a paused animator
/// released included: the model records it).
@MainActor
struct ScrubSessionTests {
    // MARK: The stage

    @Test func theStageIsBuiltOnceInAWindowWithItsAnimatorPausedAtZero() throws {
        let scene = ScrubScene(inWindow: false)
        #expect(scene.host.builds == 0)
        scene.host.isInWindow = true
        scene.session.layoutDidChange()
        scene.session.layoutDidChange()
        #expect(scene.host.builds == 1)
        let animator = try #require(scene.host.animator)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.scrubsLinearly)
        #expect(animator.pausesOnCompletion)
        #expect(animator.fractionComplete == 0)
        #expect(scene.host.shown == [0])
        #expect(scene.host.readout == "0.000")
    }

    // MARK: The slider

    @Test func scrubbingMovesThePausedAnimator() throws {
        let scene = ScrubScene()
        scene.session.scrub(to: 0.3)
        let animator = try #require(scene.host.animator)
        #expect(!animator.isRunning)
        #expect(abs(scene.host.onScreen - 0.3) < 1e-9)
        #expect(scene.session.progress == 0.3)
        #expect(scene.host.readout == "0.300")
        scene.session.scrub(to: .nan)
        #expect(scene.session.progress == 0)
        scene.session.scrub(to: 7)
        #expect(scene.session.progress == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The slider moved while Play runs: the run is caught where it is and moved to the slider.
    @Test func scrubbingCatchesARun() throws {
        let scene = ScrubScene()
        scene.session.play()
        scene.clock.advance(by: 0.1)
        scene.session.scrub(to: 0.8)
        let animator = try #require(scene.host.animator)
        #expect(!animator.isRunning)
        #expect(!animator.isReversed)
        #expect(abs(scene.host.onScreen - 0.8) < 1e-9)
        #expect(!scene.frames.isRunning)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    // MARK: Play and Reverse

    /// Play from the slider's position runs the rest with the plan's timing: 0.7 of the duration
    /// from 0.3, the slider following every frame, ending paused at 1.
    @Test func playRunsFromTheSlidersPositionWithThePlansTiming() throws {
        let scene = ScrubScene(duration: 0.4, timing: .curve(.linear))
        scene.session.scrub(to: 0.3)
        scene.session.play()
        let animator = try #require(scene.host.animator)
        #expect(animator.isRunning)
        #expect(!animator.isReversed)
        scene.clock.advance(by: 0.14)
        #expect(abs(scene.host.onScreen - 0.65) < 1e-6, "linear: half of the remaining 0.7 in half of 0.28 s")
        scene.clock.advance(by: 0.14)
        #expect(abs(scene.host.onScreen - 1) < 1e-9)
        scene.settle()
        #expect(scene.session.progress == 1)
        #expect(animator.state == .active, "paused on completion, not finished")
        #expect(animator.completionPositions.isEmpty)
        #expect(!scene.frames.isRunning)
        let during = scene.host.shown.drop { $0 != 0.3 }.dropFirst()
        #expect(during.count > 5, "the slider follows the frames")
        #expect(zip(during, during.dropFirst()).allSatisfy { $0 <= $1 }, "forward, never back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func playFromTheEndStartsOver() throws {
        let scene = ScrubScene()
        scene.session.scrub(to: 1)
        scene.session.play()
        #expect(scene.host.onScreen < 1e-9)
        scene.settle()
        #expect(scene.session.progress == 1)
    }

    /// Reverse runs back from the slider's position, and the slider follows the reversed
    /// animator's fraction the right way round.
    @Test func reverseRunsBackFromTheSlidersPosition() throws {
        let scene = ScrubScene(duration: 0.4, timing: .curve(.linear))
        scene.session.scrub(to: 0.6)
        scene.session.reverse()
        let animator = try #require(scene.host.animator)
        #expect(animator.isReversed)
        scene.clock.advance(by: 0.12)
        #expect(abs(scene.host.onScreen - 0.3) < 1e-6)
        #expect(abs(scene.session.progress - 0.3) < 0.05)
        scene.settle()
        #expect(scene.session.progress == 0)
        #expect(scene.host.onScreen < 1e-9)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func reverseFromTheStartStartsFromTheEnd() {
        let scene = ScrubScene()
        scene.session.reverse()
        #expect(abs(scene.host.onScreen - 1) < 1e-9)
        scene.settle()
        #expect(scene.session.progress == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func playThenReverseTurnsTheRunAroundWhereItIs() {
        let scene = ScrubScene(duration: 0.4, timing: .curve(.linear))
        scene.session.play()
        scene.clock.advance(by: 0.2)
        let here = scene.host.onScreen
        scene.session.reverse()
        #expect(abs(scene.host.onScreen - here) < 1e-9, "no jump")
        scene.settle()
        #expect(scene.session.progress == 0)
        #expect(scene.frames.startsWhileRunning == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    // MARK: Dragging the stage

    /// A drag catches a running transition where it is on screen (no jump on touch-down) and the
    /// screen then follows the finger.
    @Test func aDragCatchesARunAndFollowsTheFinger() throws {
        let scene = ScrubScene(duration: 0.4, timing: .curve(.linear))
        scene.session.play()
        scene.clock.advance(by: 0.1)
        let caught = scene.host.onScreen
        scene.pan.begin()
        let animator = try #require(scene.host.animator)
        #expect(!animator.isRunning)
        #expect(abs(scene.host.onScreen - caught) < 1e-9)
        #expect(abs(scene.session.progress - caught) < 1e-9)
        let translation = CGPoint(x: -78, y: 0)
        scene.pan.change(translation: translation)
        let expected = scene.session.policy.fraction(
            translation: translation, from: caught, travelDistance: 390)
        #expect(abs(scene.host.onScreen - expected) < 1e-9)
        #expect(expected > caught, "on a push, dragging toward the leading edge moves forward")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A drag caught while the run was going in reverse also starts from what is on screen.
    @Test func aDragCatchesAReversedRunWhereItIs() {
        let scene = ScrubScene(duration: 0.4, timing: .curve(.linear))
        scene.session.scrub(to: 0.9)
        scene.session.reverse()
        scene.clock.advance(by: 0.1)
        let caught = scene.host.onScreen
        scene.pan.begin()
        #expect(abs(scene.host.onScreen - caught) < 1e-9)
        #expect(abs(scene.session.progress - caught) < 1e-9)
        scene.pan.change(translation: .zero)
        #expect(abs(scene.host.onScreen - caught) < 1e-9)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Letting go runs as the release policy decides, with its spring and hand-off velocity.
    @Test(arguments: [(CGFloat(-117), CGFloat(-900)), (-117, 600), (-300, 0), (-40, 0)])
    func aReleaseRunsAsTheReleasePolicyDecides(translation: CGFloat, velocity: CGFloat) throws {
        let scene = ScrubScene()
        scene.pan.begin()
        scene.pan.change(translation: CGPoint(x: translation, y: 0))
        let fraction = scene.session.progress
        let run = scene.session.policy.release(
            fraction: fraction, velocity: CGPoint(x: velocity, y: 0), travelDistance: 390)
        scene.pan.end(translation: CGPoint(x: translation, y: 0), velocity: CGPoint(x: velocity, y: 0))
        let animator = try #require(scene.host.animator)
        #expect(animator.isRunning)
        #expect(animator.isReversed == run.direction.isReversed)
        scene.settle()
        #expect(scene.session.progress == run.direction.targetFraction)
        #expect(abs(scene.host.onScreen - run.direction.targetFraction) < 1e-9)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledDragLeavesTheTransitionWhereTheFingerLeftIt() {
        let scene = ScrubScene()
        scene.pan.begin()
        scene.pan.change(translation: CGPoint(x: -195, y: 0))
        let here = scene.host.onScreen
        scene.pan.cancel()
        scene.settle()
        #expect(abs(scene.host.onScreen - here) < 1e-9)
        #expect(scene.host.animator?.isRunning == false)
    }

    /// Play tapped with another finger while dragging: the drag's next move catches the run again
    /// (never a fraction set on a running animator).
    @Test func aDragThatGoesOnAfterPlayCatchesTheRunAgain() throws {
        let scene = ScrubScene()
        scene.pan.begin()
        scene.pan.change(translation: CGPoint(x: -39, y: 0))
        scene.session.play()
        scene.clock.advance(by: 0.05)
        scene.pan.change(translation: CGPoint(x: -78, y: 0))
        let animator = try #require(scene.host.animator)
        #expect(!animator.isRunning)
        #expect(abs(scene.host.onScreen - 0.2) < 1e-9)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Play tapped with another finger, then the drag ends: the release decides from where the
    /// finger is, not from where the run had got to (the run is caught first; never a fraction set
    /// on a running animator).
    @Test func aReleaseAfterPlayMidDragDecidesFromTheFinger() throws {
        let scene = ScrubScene()
        let translation = CGPoint(x: -175.5, y: 0)
        scene.pan.begin()
        scene.pan.change(translation: translation)
        scene.session.play()
        scene.clock.advance(by: 0.1)
        #expect(scene.session.progress > 0.6, "the run got past the middle")
        scene.pan.end(translation: translation, velocity: .zero)
        let fromFinger = scene.session.policy.release(fraction: 0.45, velocity: .zero, travelDistance: 390)
        #expect(fromFinger.direction == .reverse)
        let animator = try #require(scene.host.animator)
        #expect(animator.isReversed)
        scene.settle()
        #expect(scene.session.progress == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    // MARK: Done, and starting again

    /// Done (or the scrubber going away) while a release spring runs: the animator is stopped and
    /// finished where it is, never released paused or running, and a new stage starts at 0.
    @Test func doneFinishesCleanlyAndTheScrubberCanStartAgain() throws {
        let scene = ScrubScene()
        scene.pan.begin()
        scene.pan.change(translation: CGPoint(x: -150, y: 0))
        scene.pan.end(translation: CGPoint(x: -150, y: 0), velocity: CGPoint(x: -500, y: 0))
        scene.clock.advance(by: 0.05)
        let first = try #require(scene.host.animator)
        #expect(first.isRunning)
        scene.session.end()
        #expect(first.state == .inactive)
        #expect(first.completionPositions == [.current])
        #expect(scene.host.removals == 1)
        #expect(scene.session.animator == nil)
        #expect(!scene.frames.isRunning)
        scene.settle()
        scene.session.layoutDidChange()
        let second = try #require(scene.host.animator)
        #expect(second !== first)
        #expect(scene.session.progress == 0)
        scene.session.play()
        scene.settle()
        #expect(scene.session.progress == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Done on the sample stage: the scrubbed stage is torn down first (its paused animator
    /// finished), then a new one is built paused at 0 — not the other way round, which would
    /// leave no stage. The controls do not show Done there.
    @Test func doneOnTheSampleStageStartsOverAtZero() throws {
        let scene = ScrubScene()
        #expect(!scene.session.showsDone)
        scene.session.scrub(to: 0.6)
        let first = try #require(scene.host.animator)
        scene.session.done()
        #expect(first.state == .inactive && first.completionPositions == [.current])
        #expect((scene.host.removals, scene.host.builds) == (1, 2))
        let second = try #require(scene.host.animator)
        #expect(second !== first && second.state == .active && !second.isRunning)
        #expect(second.fractionComplete == 0)
        #expect(scene.session.progress == 0 && scene.host.shown.last == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Done at 0, 0.5 and 1: the paused animator is stopped and finished before the session and
    /// the stage let go of it (the model records a paused one released).
    @Test(arguments: [0.0, 0.5, 1.0])
    func doneAfterScrubbingNeverReleasesAPausedAnimator(at fraction: Double) {
        let scene = ScrubScene()
        scene.session.scrub(to: fraction)
        weak let released = scene.host.animator
        #expect(released?.state == .active)
        scene.session.end()
        #expect(released == nil, "released by the session and the stage")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The contract model records what UIKit raises on: a paused animator released. (The session
    /// never does it; this checks the test would see it.)
    @Test func theModelRecordsAPausedAnimatorReleased() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        ledger.expect(PropertyAnimatorModel.Contract.releasedActive) {
            let animator = PropertyAnimatorModel(
                duration: 0.3, timing: .curve(.linear), ledger: ledger, clock: clock)
            animator.pauseAnimation()
        }
    }

    @Test func endingWithoutAStageDoesNothing() {
        let scene = ScrubScene(inWindow: false)
        scene.session.end()
        scene.session.play()
        scene.pan.begin()
        #expect(scene.host.builds == 0)
        #expect(scene.ledger.violations.isEmpty)
    }

    // MARK: Before the stage exists

    /// `scrub(to:)` before the scrubber is on screen (a playground page configures it first): the
    /// stage starts there.
    @Test func aScrubBeforeTheStageExistsIsWhereTheStageStarts() {
        let scene = ScrubScene(inWindow: false)
        scene.session.scrub(to: 0.3)
        #expect(scene.session.progress == 0.3)
        scene.host.isInWindow = true
        scene.session.layoutDidChange()
        #expect(abs(scene.host.onScreen - 0.3) < 1e-9)
        #expect(scene.host.shown.last == 0.3)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `play()` before the scrubber is on screen (the `scrub(to: 0.3)` then `play()`): it
    /// plays from there once the stage exists.
    @Test func aPlayBeforeTheStageExistsPlaysOnceItExists() throws {
        let scene = ScrubScene(inWindow: false)
        scene.session.scrub(to: 0.3)
        scene.session.play()
        scene.host.isInWindow = true
        scene.session.layoutDidChange()
        let animator = try #require(scene.host.animator)
        #expect(animator.isRunning)
        #expect(abs(scene.host.onScreen - 0.3) < 1e-9)
        scene.settle()
        #expect(scene.session.progress == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    // MARK: Frames

    @Test func theFramesRunOnlyWhileTheAnimatorRuns() {
        let scene = ScrubScene()
        #expect(!scene.frames.isRunning)
        scene.session.play()
        #expect(scene.frames.isRunning)
        scene.session.play()
        #expect(scene.frames.startsWhileRunning == 0)
        scene.settle()
        #expect(!scene.frames.isRunning)
        #expect(scene.frames.starts == 2)
    }

    // MARK: Lifetimes

    @Test func theSessionDoesNotHoldItsHost() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        weak var host: ScrubberHostModel?
        let session: ScrubSession<ScrubberHostModel, FrameClockModel>
        do {
            let strong = ScrubberHostModel(ledger: ledger, clock: clock)
            session = ScrubSession(
                timing: .curve(.linear), policy: ScrubPolicy(operation: .push), host: strong,
                frames: FrameClockModel(clock: clock))
            host = strong
        }
        #expect(host == nil)
        session.layoutDidChange()
        #expect(session.animator == nil)
    }

    @Test func aFrameDoesNotKeepTheSessionAlive() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        let host = ScrubberHostModel(ledger: ledger, clock: clock)
        let frames = FrameClockModel(clock: clock)
        weak var weakSession: ScrubSession<ScrubberHostModel, FrameClockModel>?
        do {
            let session = ScrubSession(
                timing: .curve(.linear), policy: ScrubPolicy(operation: .push), host: host, frames: frames)
            session.layoutDidChange()
            session.play()
            session.end()
            weakSession = session
        }
        #expect(weakSession == nil)
        clock.runUntilIdle(limit: 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }
}
