import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct InteractionMachineTests {
    static let tracker = PanTracker(travelDistance: 390, layoutDirection: .leftToRight)

    func sample(_ x: CGFloat, velocity: CGFloat = 0, at t: Double = 0) -> PanSample {
        PanSample(translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: velocity, y: 0), timestamp: t)
    }

    func started() -> InteractionMachine {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.transitionStarted)
        return m
    }

    @Test func gestureDrivesAPopToCompletion() throws {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(!m.isDriving)
        #expect(m.handle(.began(sample(0))) == .beginTransition)
        #expect(m.phase == .interactive)
        #expect(m.isDriving)
        #expect(m.handle(.transitionStarted) == .update(progress: 0))
        #expect(m.handle(.changed(sample(117))) == .update(progress: 0.3))
        let effect = m.handle(.ended(sample(117, velocity: 800)))
        guard case .release(let d) = effect else {
            Issue.record("expected release, got \(effect)")
            return
        }
        #expect(d.outcome == .finish)
        #expect(abs(d.initialVelocity - 2.930403) < 1e-6)
        #expect(m.phase == .settling(.finish))
        #expect(m.acceptsTouchDown)
        #expect(m.handle(.completed(.finish)) == .complete(.finish))
        #expect(m.phase == .done(.finish))
        #expect(m.progress == 1)
        #expect(!m.isDriving)
    }

    @Test func touchDuringSettleHandsControlBackToTheFinger() {
        var m = started()
        _ = m.handle(.changed(sample(117)))
        _ = m.handle(.ended(sample(117, velocity: 800)))
        #expect(m.handle(.touchDown(progress: 0.6)) == .pause(progress: 0.6))
        #expect(m.phase == .interactive)
        // The new gesture's translation starts from the caught progress; dragging back cancels.
        let back = m.handle(.changed(sample(-156)))
        guard case .update(let p) = back else {
            Issue.record("expected update, got \(back)")
            return
        }
        #expect(abs(p - 0.2) < 1e-12)
        let effect = m.handle(.ended(sample(-156, velocity: -300)))
        guard case .release(let d) = effect else {
            Issue.record("expected release, got \(effect)")
            return
        }
        #expect(d.outcome == .cancel)
        // Caught again and released where it was: decides again.
        #expect(m.handle(.touchDown(progress: 0.1)) == .pause(progress: 0.1))
        guard case .release(let again) = m.handle(.ended(sample(0))) else {
            Issue.record("expected release")
            return
        }
        #expect(again.outcome == .cancel)
        #expect(m.handle(.completed(.cancel)) == .complete(.cancel))
        #expect(m.progress == 0)
    }

    @Test func nonInterruptibleTransitionCannotBeCaught() {
        var m = started()
        m.isInterruptible = false
        _ = m.handle(.ended(sample(300, velocity: 100)))
        #expect(!m.acceptsTouchDown)
        #expect(m.handle(.touchDown(progress: 0.8)) == .rejected(.notInterruptible))
        #expect(m.phase == .settling(.finish))
        m.reset()
        #expect(!m.isInterruptible)
    }

    @Test func buttonStartedTransitionCanBeCaught() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(m.handle(.animationStarted(.push)) == .noEffect)
        #expect(m.phase == .settling(.finish))
        #expect(m.tracker.operation == .push)
        #expect(m.handle(.touchDown(progress: 0.5)) == .pause(progress: 0.5))
        // On push, moving toward the trailing edge (right in LTR) undoes it.
        guard case .update(let p) = m.handle(.changed(sample(78))) else {
            Issue.record("expected update")
            return
        }
        #expect(abs(p - 0.3) < 1e-12)
        guard case .release(let d) = m.handle(.ended(sample(78, velocity: 600))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .cancel)
        #expect(d.initialVelocity > 0)
    }

    @Test func quickFlickBeforeTheTransitionStartsIsHeldUntilItDoes() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(m.handle(.began(sample(10))) == .beginTransition)
        #expect(m.handle(.changed(sample(200))) == .noEffect)
        #expect(m.handle(.ended(sample(200, velocity: 2000))) == .noEffect)
        #expect(m.phase == .settling(.finish))
        #expect(!m.acceptsTouchDown)
        guard case .release(let d) = m.handle(.transitionStarted) else {
            Issue.record("expected the held release")
            return
        }
        #expect(d.outcome == .finish)
        #expect(m.handle(.transitionStarted) == .noEffect)
    }

    @Test func cancelBeforeTheTransitionStartsIsHeldAsCancel() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.began(sample(0)))
        #expect(m.handle(.cancelled) == .noEffect)
        guard case .release(let d) = m.handle(.transitionStarted) else {
            Issue.record("expected the held cancel")
            return
        }
        #expect(d.outcome == .cancel)
        #expect(d.initialVelocity == 0)
    }

    @Test func systemCancelledGestureCancelsTheTransitionOnce() {
        var m = started()
        _ = m.handle(.changed(sample(300)))
        guard case .release(let d) = m.handle(.cancelled) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .cancel)
        #expect(m.handle(.cancelled) == .rejected(.alreadyReleased))
        #expect(m.handle(.completed(.cancel)) == .complete(.cancel))
        #expect(m.handle(.completed(.cancel)) == .rejected(.finished))
    }

    @Test func outOfOrderEventsAreRejectedWithAReason() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(m.handle(.ended(sample(10))) == .rejected(.notStarted))
        #expect(m.handle(.cancelled) == .rejected(.notStarted))
        #expect(m.handle(.changed(sample(10))) == .rejected(.notStarted))
        #expect(m.handle(.touchDown(progress: 0.3)) == .rejected(.notStarted))
        #expect(m.handle(.completed(.finish)) == .rejected(.notStarted))
        #expect(m.phase == .idle)
        _ = m.handle(.began(sample(0)))
        #expect(m.handle(.began(sample(0))) == .rejected(.alreadyInteractive))
        #expect(m.handle(.touchDown(progress: 0.3)) == .rejected(.alreadyInteractive))
        _ = m.handle(.transitionStarted)
        _ = m.handle(.ended(sample(0)))
        #expect(m.handle(.ended(sample(0))) == .rejected(.alreadyReleased))
        #expect(m.handle(.changed(sample(5))) == .rejected(.alreadyReleased))
        #expect(m.handle(.began(sample(5))) == .rejected(.alreadyReleased))
        _ = m.handle(.completed(.cancel))
        #expect(m.handle(.touchDown(progress: 0.5)) == .rejected(.finished))
        #expect(m.handle(.began(sample(0))) == .rejected(.finished))
        #expect(m.phase == .done(.cancel))
        m.reset()
        #expect(m.phase == .idle)
        #expect(m.handle(.began(sample(0))) == .beginTransition)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var m = started()
        _ = m.handle(.changed(sample(117)))
        #expect(m.handle(.changed(sample(.nan))) == .rejected(.invalidSample))
        #expect(m.handle(.changed(sample(.infinity))) == .rejected(.invalidSample))
        #expect(m.progress == 0.3)
        guard case .release(let d) = m.handle(.ended(sample(.nan, velocity: .nan))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.progress == 0.3)
        #expect(d.outcome == .cancel)
        #expect(m.handle(.touchDown(progress: .nan)) == .rejected(.invalidSample))
        #expect(m.handle(.touchDown(progress: 7)) == .pause(progress: 1))
    }

    @Test func missingVelocityIsEstimatedFromTimestamps() {
        var m = started()
        _ = m.handle(.changed(sample(100, at: 1.00)))
        _ = m.handle(.changed(sample(110, at: 1.01)))
        guard case .release(let d) = m.handle(.ended(sample(118, velocity: .infinity, at: 1.02))) else {
            Issue.record("expected release")
            return
        }
        #expect(abs(d.velocity - 800.0 / 390) < 1e-9)
        #expect(d.outcome == .finish)
    }

    @Test(arguments: [CGFloat(0), -1, .nan, .infinity])
    func invalidTravelDistanceNeverStartsATransition(distance: CGFloat) {
        var m = InteractionMachine(
            tracker: PanTracker(travelDistance: distance, layoutDirection: .leftToRight))
        #expect(m.handle(.began(sample(0))) == .rejected(.invalidTravelDistance))
        #expect(m.phase == .idle)
    }

    @Test func travelDistanceLostMidGestureKeepsProgress() {
        var m = started()
        _ = m.handle(.changed(sample(117)))
        m.tracker.travelDistance = 0
        #expect(m.handle(.changed(sample(200))) == .rejected(.invalidTravelDistance))
        #expect(m.progress == 0.3)
        guard case .release(let d) = m.handle(.ended(sample(200, velocity: 900))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.velocity == 0)
        #expect(d.outcome == .cancel)
    }

    @Test func uninvitedInteractiveStartFinishesInsteadOfWedging() {
        var m = InteractionMachine(tracker: Self.tracker)
        guard case .release(let d) = m.handle(.transitionStarted) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .finish)
        #expect(m.handle(.completed(.finish)) == .complete(.finish))
    }

    @Test func refusedTransitionReturnsToIdleWithoutCompletion() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(m.handle(.transitionRefused) == .rejected(.notStarted))
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.changed(sample(50)))
        #expect(m.handle(.transitionRefused) == .noEffect)
        #expect(m.phase == .idle)
        #expect(m.handle(.ended(sample(50))) == .rejected(.notStarted))
        // Released before UIKit answered, then refused: still idle, nothing to complete.
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.ended(sample(0)))
        #expect(m.handle(.transitionRefused) == .noEffect)
        #expect(m.phase == .idle)
        // Once live, it can no longer be refused.
        var live = started()
        #expect(live.handle(.transitionRefused) == .rejected(.transitionLive))
        #expect(live.phase == .interactive)
    }

    @Test func completionWhileInteractiveEndsAtReportedOutcome() {
        var m = started()
        _ = m.handle(.changed(sample(200)))
        #expect(m.handle(.completed(.cancel)) == .complete(.cancel))
        #expect(m.progress == 0)
    }

    @Test func rubberBandRangeIsReported() {
        var tracker = Self.tracker
        tracker.overshoot = .rubberBand(coefficient: 0.55)
        var m = InteractionMachine(tracker: tracker)
        #expect(m.progressRange == -1...2)
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.transitionStarted)
        guard case .update(let p) = m.handle(.changed(sample(440))) else {
            Issue.record("expected update")
            return
        }
        #expect(p > 1 && p < 2)
    }

    @Test func isATrivialValueSoUpdatesAllocateNothing() {
        // Trivial (POD) layout: no references, no collections, nothing to retain or allocate when
        // the machine is copied or an event is handled.
        #expect(_isPOD(InteractionMachine.self))
        #expect(_isPOD(InteractionEvent.self))
        #expect(_isPOD(InteractionEffect.self))
    }

    // MARK: Vending only while a gesture waits for its pop

    @Test func awaitsTransitionOnlyBetweenBeganAndStart() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(!m.awaitsTransition)
        _ = m.handle(.began(sample(0)))
        #expect(m.awaitsTransition)
        _ = m.handle(.transitionStarted)
        #expect(!m.awaitsTransition)
        _ = m.handle(.ended(sample(300, velocity: 100)))
        #expect(m.isDriving)
        #expect(!m.awaitsTransition)
        _ = m.handle(.completed(.finish))
        #expect(!m.awaitsTransition)
    }

    @Test func quickFlickStillAwaitsItsTransition() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.ended(sample(200, velocity: 2000)))
        #expect(m.awaitsTransition)
        _ = m.handle(.transitionStarted)
        #expect(!m.awaitsTransition)
    }

    @Test func buttonStartedTransitionIsNeverAwaited() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.animationStarted(.pop))
        #expect(!m.awaitsTransition)
        _ = m.handle(.touchDown(progress: 0.4))
        #expect(!m.awaitsTransition)
    }

    // MARK: A tap on a settling transition resumes it

    @Test(arguments: [NavigationOperation.push, .pop])
    func tapDuringButtonTransitionResumesIt(operation: NavigationOperation) {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.animationStarted(operation))
        #expect(m.handle(.touchDown(progress: 0.3)) == .pause(progress: 0.3))
        let effect = m.handle(.ended(sample(0)))
        #expect(effect == .release(ReleasePolicy.default.decision(.finish, progress: 0.3)))
        guard case .release(let d) = effect else { return }
        #expect(d.outcome == .finish)
        #expect(d.velocity == 0)
        #expect(m.phase == .settling(.finish))
    }

    @Test func tapWithSmallJitterResumesThePreviousOutcome() {
        var m = started()
        _ = m.handle(.changed(sample(-20)))
        _ = m.handle(.ended(sample(-20, velocity: -900)))
        #expect(m.phase == .settling(.cancel))
        _ = m.handle(.touchDown(progress: 0.2))
        _ = m.handle(.changed(sample(6)))
        _ = m.handle(.changed(PanSample(translation: CGPoint(x: 5, y: -7), velocity: .zero, timestamp: 0)))
        guard case .release(let d) = m.handle(.ended(sample(3, velocity: 4000))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .cancel)
        #expect(d.velocity == 0)
    }

    @Test func movementBeyondTheSlopDecidesAgain() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.animationStarted(.pop))
        _ = m.handle(.touchDown(progress: 0.3))
        _ = m.handle(.changed(sample(-10)))
        // Back where it landed, but it moved 10 pt: a decision, and at 0.3 with no speed, cancel.
        guard case .release(let d) = m.handle(.ended(sample(0))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .cancel)
    }

    @Test func cancelledTapResumesToo() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.animationStarted(.push))
        _ = m.handle(.touchDown(progress: 0.2))
        #expect(m.handle(.cancelled) == .release(ReleasePolicy.default.decision(.finish, progress: 0.2)))
    }

    @Test func gesturePopIsNeverATap() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.transitionStarted)
        guard case .release(let d) = m.handle(.ended(sample(0))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .cancel)
    }

    @Test(arguments: [Double.nan, -Double.infinity, -5, 0])
    func unusableTapSlopMakesEveryCatchDecide(slop: Double) {
        var m = InteractionMachine(tracker: Self.tracker)
        m.tapSlop = slop
        _ = m.handle(.animationStarted(.pop))
        _ = m.handle(.touchDown(progress: 0.3))
        guard case .release(let d) = m.handle(.ended(sample(0))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .cancel)
    }

    @Test func nonFiniteSamplesDoNotCountAsMovement() {
        var m = InteractionMachine(tracker: Self.tracker)
        _ = m.handle(.animationStarted(.pop))
        _ = m.handle(.touchDown(progress: 0.3))
        _ = m.handle(.changed(sample(CGFloat.infinity)))
        _ = m.handle(.changed(PanSample(translation: CGPoint(x: 0, y: CGFloat.nan), velocity: .zero)))
        guard case .release(let d) = m.handle(.ended(sample(2))) else {
            Issue.record("expected release")
            return
        }
        #expect(d.outcome == .finish)
    }

    // MARK: The catch recognizer

    @Test func catchRecognizerIsWantedOnlyWhileATouchCanOrDoesCatch() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(!m.wantsCatchRecognizer)
        _ = m.handle(.began(sample(0)))
        _ = m.handle(.transitionStarted)
        #expect(!m.wantsCatchRecognizer)
        _ = m.handle(.ended(sample(300, velocity: 100)))
        #expect(m.wantsCatchRecognizer)
        _ = m.handle(.touchDown(progress: 0.9))
        #expect(m.wantsCatchRecognizer)
        _ = m.handle(.changed(sample(30)))
        #expect(m.wantsCatchRecognizer)
        _ = m.handle(.completed(.finish))
        #expect(!m.wantsCatchRecognizer)
        m.reset()
        _ = m.handle(.animationStarted(.push))
        #expect(m.wantsCatchRecognizer)
        _ = m.handle(.completed(.finish))
        #expect(!m.wantsCatchRecognizer)
    }
}
