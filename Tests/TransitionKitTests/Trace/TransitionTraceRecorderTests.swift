import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The device's trace recorder: recorded calls → text → parsed back → replayed through the
/// coordinators and models gives the same scenario.
@MainActor
@Suite struct TransitionTraceRecorderTests {
    /// A device session: push, a swipe back let go half-way, a rotation, a swipe back finished.
    private func session() -> TransitionTraceRecorder {
        var recorder = TransitionTraceRecorder()
        recorder.push("detail", animated: true, at: 10)
        recorder.screenChanged(focusing: "detail")
        recorder.swipeBegan(at: 11)
        recorder.swipeChanged(progress: 0.25, at: 11.5)
        recorder.swipeEnded(finish: false, at: 12)
        recorder.screenChanged(focusing: "detail")
        recorder.resized(width: 844, height: 390, at: 13)
        recorder.swipeBegan(at: 14)
        recorder.swipeChanged(progress: 0.75, at: 14.25)
        recorder.swipeEnded(finish: true, at: 14.5)
        recorder.screenChanged(focusing: "root")
        return recorder
    }

    @Test func theTextIsTheTraceFormat() {
        #expect(
            session().text(stack: ["root"]) == """
                transitionkit-trace 1
                push detail
                wait 1.0
                swipe begin
                wait 0.5
                swipe progress 0.25
                wait 0.5
                swipe end cancel
                wait 1.0
                size 844.0 390.0
                wait 1.0
                swipe begin
                wait 0.25
                swipe progress 0.75
                wait 0.25
                swipe end finish
                settle
                expect stack root
                expect focus detail detail root
                end

                """)
    }

    @Test func theTextParsesBackToTheRecordedEvents() throws {
        let recorder = session()
        let trace = try TransitionTrace.parse(recorder.text(stack: ["root"])).get()
        #expect(Array(trace.events.prefix(recorder.events.count)) == recorder.events)
    }

    @Test func theReplayGivesTheSameScenario() throws {
        let (mismatches, scene, navigation) = try TransitionTraceReplayTests().replay(
            session().text(stack: ["root"]))
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func badCallsLeaveATraceTheParserAccepts() throws {
        var recorder = TransitionTraceRecorder()
        recorder.swipeChanged(progress: 0.5, at: 1)
        recorder.swipeEnded(finish: true, at: 1)
        recorder.push("my detail #2", animated: false, at: .nan)
        recorder.push("", animated: true, at: 5)
        recorder.swipeBegan(at: 4)
        recorder.swipeBegan(at: 6)
        recorder.swipeChanged(progress: .infinity, at: 6)
        recorder.swipeChanged(progress: 3, at: 6)
        recorder.resized(width: .nan, height: 10, at: 6)
        recorder.resized(width: -1, height: 10, at: 6)
        recorder.backgrounded(at: 7)
        recorder.swipeEnded(finish: false, at: 8)
        #expect(
            recorder.events == [
                .push("my_detail__2", animated: false), .push("_", animated: true), .swipeBegin,
                .wait(1), .swipeProgress(1), .size(width: 0, height: 10), .wait(1), .background,
            ])
        let trace = try TransitionTrace.parse(recorder.text(stack: [])).get()
        #expect(Array(trace.events.prefix(recorder.events.count)) == recorder.events)
    }
}
