import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Each begun interval ends exactly once — ended, ended again, or released without an end — and
/// the frame report is made only while observed.
@MainActor
@Suite struct TransitionIntervalRecorderTests {
    let ledger = ContractLedger()
    let recorder = TransitionIntervalRecorder()
    let signposts: SignposterModel
    let frames: DisplayLinkModel
    let name = TransitionIntervalName(from: "grid", to: "detail", style: "zoom", kind: .push)

    init() {
        signposts = SignposterModel(ledger: ledger)
        frames = DisplayLinkModel(ledger: ledger)
        recorder.frameClock = frames
    }

    @Test func nothingRecordsWithoutSignpostsOrAnObserver() {
        #expect(recorder.begin(name) == nil)
        #expect(frames.lines.isEmpty, "no display link without an observer")
    }

    @Test func anIntervalEndedTwiceEndsOnce() throws {
        recorder.signposts = signposts
        let interval = try #require(recorder.begin(name))
        interval.end(.finished)
        interval.end(.cancelled)
        #expect(signposts.lines == ["begin 1 grid → detail zoom push", "end 1 finished"])
        #expect(recorder.openCount == 0)
        #expect(frames.lines.isEmpty, "signposts alone start no display link")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func anIntervalReleasedWithoutAnEndEndsAsAbandonedOnce() async {
        recorder.signposts = signposts
        var reports: [TransitionFrameReport] = []
        recorder.onFrameReport = { reports.append($0) }
        var interval = recorder.begin(name)
        #expect(interval != nil)
        frames.tick(FrameTick(timestamp: 0, duration: 0.0078125))
        interval = nil
        for _ in 0..<20 { await Task.yield() }
        #expect(signposts.lines == ["begin 1 grid → detail zoom push", "end 1 abandoned"])
        #expect(frames.lines == ["start 1", "stop 1"])
        #expect(reports.map(\.outcome) == [.abandoned])
        #expect(reports.map(\.frameCount) == [1])
        #expect(recorder.openCount == 0)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func theReportHasTheFramesSeenBetweenBeginAndEnd() throws {
        var reports: [TransitionFrameReport] = []
        recorder.onFrameReport = { reports.append($0) }
        frames.tick(FrameTick(timestamp: -1, duration: 0.0078125))
        let interval = try #require(recorder.begin(name))
        for frame in [0.0, 1, 2, 5, 6] { frames.tick(FrameTick(timestamp: frame / 128, duration: 1.0 / 128)) }
        interval.end(.cancelled)
        frames.tick(FrameTick(timestamp: 7.0 / 128, duration: 1.0 / 128))
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.screens == "grid → detail")
        #expect(report.style == "zoom")
        #expect(report.outcome == .cancelled)
        #expect(report.frameCount == 5)
        #expect(report.longestFrame == 3.0 / 128)
        #expect(report.hitchTime == 2.0 / 128)
        #expect(report.elapsed == 6.0 / 128)
        #expect(report.hitchTimeRatio == 2.0 / 6 * 1000)
        #expect(frames.runningCount == 0, "the link is invalidated at the end")
    }

    @Test func anIntervalThatNeverSawAFrameReportsZeros() throws {
        var reports: [TransitionFrameReport] = []
        recorder.onFrameReport = { reports.append($0) }
        recorder.begin(name)?.end(.finished)
        #expect(reports.map(\.frameCount) == [0])
        #expect(reports.map(\.hitchTimeRatio) == [0])
        #expect(reports.map(\.longestFrame) == [0])
    }

    /// Ports replaced or removed while intervals are open still end those intervals on the ports
    /// they began on.
    @Test func portsReplacedMidIntervalEndWhereTheyBegan() throws {
        recorder.signposts = signposts
        recorder.onFrameReport = { _ in }
        let interval = try #require(recorder.begin(name))
        let later = SignposterModel(ledger: ledger)
        recorder.signposts = later
        recorder.onFrameReport = nil
        interval.end(.finished)
        #expect(signposts.lines == ["begin 1 grid → detail zoom push", "end 1 finished"])
        #expect(later.lines.isEmpty)
        #expect(frames.lines == ["start 1", "stop 1"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func overlappingIntervalsKeepTheirIdentities() throws {
        recorder.signposts = signposts
        let first = try #require(recorder.begin(name))
        let second = try #require(
            recorder.begin(TransitionIntervalName(from: "list", to: "item", style: "system", kind: .pop)))
        first.end(.finished)
        second.end(.cancelled)
        #expect(
            signposts.lines == [
                "begin 1 grid → detail zoom push", "begin 2 list → item system pop", "end 1 finished",
                "end 2 cancelled",
            ])
    }

    /// The debug overlay alone runs the frames and is shown each report's readout once.
    @Test func theOverlayIsShownEachReportsReadout() throws {
        var shown: [FrameReportReadout] = []
        recorder.showReport = { shown.append($0) }
        let interval = try #require(recorder.begin(name))
        for frame in [0.0, 1, 3] { frames.tick(FrameTick(timestamp: frame / 128, duration: 1.0 / 128)) }
        interval.end(.finished)
        interval.end(.cancelled)
        #expect(frames.lines == ["start 1", "stop 1"])
        #expect(
            shown.map(\.lines) == [
                [
                    "grid → detail · zoom · finished", "3 frames · longest 15.6 ms",
                    "hitches 7.8 ms · 333.3 ms/s · critical",
                ]
            ])
    }

    /// Bad input on one transition: the display link stops mid-transition (the app in the
    /// background), its clock goes backwards and repeats a frame. The interval still ends once and
    /// the report says what was seen, with no figure NaN.
    @Test func aStoppedLinkAndAClockGoingBackwardsStillEndOnceWithWhatWasSeen() throws {
        recorder.signposts = signposts
        var reports: [TransitionFrameReport] = []
        recorder.onFrameReport = { reports.append($0) }
        let interval = try #require(recorder.begin(name))
        for frame in [0.0, 1, 0.5, 1, 2] {
            frames.tick(FrameTick(timestamp: frame / 128, duration: 1.0 / 128))
        }
        // Backgrounded: no frames for 2 s, then one more frame before the end.
        frames.tick(FrameTick(timestamp: 258.0 / 128, duration: 1.0 / 128))
        interval.end(.finished)
        interval.end(.finished)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(signposts.lines == ["begin 1 grid → detail zoom push", "end 1 finished"])
        #expect(report.frameCount == 4)
        #expect(report.ignoredFrameCount == 2)
        #expect(report.longestFrame == 256.0 / 128)
        #expect(report.hitchTime == 255.0 / 128)
        #expect(report.elapsed == 258.0 / 128)
        #expect(report.hitchTimeRatio == 255.0 / 258 * 1000)
        #expect(frames.runningCount == 0)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }
}
