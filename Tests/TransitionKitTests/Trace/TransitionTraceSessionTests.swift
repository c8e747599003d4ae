import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// What the device trace makes of UIKit's callbacks: the UIKit side forwards raw readings,
/// the session decides which are trace events and keeps the rest as notes.
@MainActor
@Suite struct TransitionTraceSessionTests {
    /// A push, then a swipe back let go a little way in, then the app leaving.
    private func session() -> TransitionTraceSession {
        var session = TransitionTraceSession()
        session.size(width: 390, height: 844, at: 0)
        session.willShow(
            "detail", leaving: "root", stack: ["root", "detail"], animated: true, interactive: false, at: 1)
        session.vended("animationControllerFor 1", answer: "TransitionAnimator", at: 1)
        session.didShow("detail", stack: ["root", "detail"], animated: true, at: 1.5)
        session.screenChanged(focusing: "detail")
        session.gesture("Edge", state: 1, translation: .zero, velocity: .zero, progress: nil, at: 2)
        session.willShow(
            "root", leaving: "detail", stack: ["root"], animated: true, interactive: false, at: 2.25)
        session.coordinator(
            "alongside", TransitionCoordinatorContext(isInteractive: true, initiallyInteractive: true),
            at: 2.25)
        session.gesture(
            "Edge", state: 2, translation: CGPoint(x: 120, y: 4), velocity: CGPoint(x: 300, y: 0),
            progress: 0.375,
            at: 2.5)
        let released = TransitionCoordinatorContext(
            isInteractive: false, initiallyInteractive: true, isInterruptible: true, isCancelled: true,
            percentComplete: 0.375, transitionDuration: 0.5)
        session.coordinator("interactionChanged", released, at: 3)
        session.coordinator("completion", released, at: 3.25)
        session.screenChanged(focusing: "detail")
        session.backgrounded(at: 4)
        return session
    }

    @Test func theCallbacksBecomeEventsAndNotes() {
        #expect(
            session().text() == """
                transitionkit-trace 1
                # 1.000 willShow detail animated=true interactive=false stack=root,detail
                push detail
                # 1.000 animationControllerFor 1 -> TransitionAnimator
                # 1.500 didShow detail animated=true
                # 2.000 gesture Edge state=1 translation=0.0,0.0 velocity=0.0,0.0
                # 2.250 willShow root animated=true interactive=false stack=root
                wait 1.25
                swipe begin
                # 2.250 alongside interactive=true initiallyInteractive=true interruptible=false cancelled=false \
                percent=0.0 duration=0.0
                # 2.500 gesture Edge state=2 translation=120.0,4.0 velocity=300.0,0.0
                wait 0.25
                swipe progress 0.375
                # 3.000 interactionChanged interactive=false initiallyInteractive=true interruptible=true \
                cancelled=true percent=0.375 duration=0.5
                wait 0.5
                swipe end cancel
                # 3.250 completion interactive=false initiallyInteractive=true interruptible=true \
                cancelled=true percent=0.375 duration=0.5
                wait 1.0
                background
                settle
                expect stack root detail
                expect focus detail detail
                end

                """)
    }

    @Test func theTraceReplaysOnTheModels() throws {
        let replay = try TransitionTraceReplayTests().replay(session().text())
        #expect(replay.mismatches.isEmpty, "\(replay.mismatches)")
        #expect(replay.scene.ledger.violations.isEmpty, "\(replay.scene.ledger)")
    }

    @Test func anUnanimatedPopWithoutACoordinatorLeavesTheLastTop() {
        var session = TransitionTraceSession()
        session.didShow("detail", stack: ["root", "detail"], animated: false, at: 0)
        session.willShow("root", leaving: nil, stack: ["root"], animated: false, interactive: false, at: 0)
        session.didShow("root", stack: ["root"], animated: false, at: 0)
        #expect(session.recorder.events == [.pop(animated: false)])
        #expect(session.stack == ["root"])
    }

    @Test func onlyASizeThatChangesIsAnEvent() {
        var session = TransitionTraceSession()
        session.size(width: 390, height: 844, at: 0)
        session.size(width: 390, height: 844, at: 1)
        session.size(width: 844, height: 390, at: 2)
        #expect(
            session.recorder.events == [.size(width: 844, height: 390)], "the first event waits for nothing")
    }

    @Test func aGestureProgressWithoutASwipeIsOnlyANote() {
        var session = TransitionTraceSession()
        session.gesture("Pan", state: 2, translation: .zero, velocity: .zero, progress: 0.5, at: 0)
        #expect(session.recorder.events.isEmpty)
    }

    @Test func theSwitchMakesTheUIKitSideOnlyWhenOn() {
        #expect(TransitionTraceSession.start(isOn: false) { 1 } == nil)
        #expect(TransitionTraceSession.start(isOn: true) { 1 } == 1)
    }

    @Test func aNoteStaysOneCommentLine() throws {
        var recorder = TransitionTraceRecorder()
        recorder.note("two\nlines\u{7}", at: .nan)
        recorder.note("late", at: 2)
        let text = recorder.text(stack: [])
        #expect(text.contains("\n# two lines \nsettle\n") == false)
        #expect(text.split(separator: "\n").contains("# two lines "))
        #expect(text.split(separator: "\n").contains("# 2.000 late"))
        #expect(try TransitionTrace.parse(text).get().events == [.settle, .expectFocus([])])
    }
}
