import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The debug overlay's text for a frame report: exact lines for frames on time, dropped frames,
/// ignored ticks and no frames; the verdict at Apple's 5 and 10 ms/s boundaries.
struct FrameReportReadoutTests {
    static let frame = 1.0 / 128

    static func report(
        _ timestamps: [Double], outcome: TransitionOutcome = .finished, interactive: Bool = false
    ) -> TransitionFrameReport {
        var timeline = FrameTimeline()
        for timestamp in timestamps { timeline.add(FrameTick(timestamp: timestamp, duration: frame)) }
        return TransitionFrameReport(
            TransitionIntervalName(
                from: "Grid", to: "Detail", style: "zoom", kind: .push, isInteractive: interactive),
            outcome: outcome, timeline: timeline)
    }

    @Test func framesOnTimeAreGood() {
        let readout = FrameReportReadout(Self.report((0..<48).map { Double($0) * Self.frame }))
        #expect(readout.verdict == .good)
        #expect(
            readout.lines == [
                "Grid → Detail · zoom · finished", "48 frames · longest 7.8 ms",
                "hitches 0.0 ms · 0.0 ms/s · good",
            ])
    }

    /// Two frames missed in 1/2 s of frames: 2/128 s of hitch in 64/128 s, 31.25 ms/s.
    @Test func droppedFramesAreCritical() {
        let timestamps = (0..<62).map { Double($0) * Self.frame } + [64 * Self.frame]
        let readout = FrameReportReadout(Self.report(timestamps, outcome: .cancelled, interactive: true))
        #expect(readout.verdict == .critical)
        #expect(
            readout.lines == [
                "Grid → Detail · zoom · interactive · cancelled", "63 frames · longest 23.4 ms",
                "hitches 15.6 ms · 31.3 ms/s · critical",
            ])
    }

    @Test func ignoredTicksAreCounted() {
        let readout = FrameReportReadout(Self.report([0, Self.frame, 0, Self.frame, 2 * Self.frame]))
        #expect(readout.lines[1] == "3 frames · longest 7.8 ms · 2 ignored")
    }

    @Test(arguments: [[], [0.0]])
    func fewerThanTwoFramesAreNotMeasured(timestamps: [Double]) {
        let readout = FrameReportReadout(Self.report(timestamps, outcome: .abandoned))
        #expect(readout.verdict == .unmeasured)
        #expect(
            readout.lines == [
                "Grid → Detail · zoom · abandoned",
                "\(timestamps.count) \(timestamps.count == 1 ? "frame" : "frames")", "hitches not measured",
            ])
    }

    /// A 1 s run of 128 frames whose one late frame is `late` ms of hitch: at most 5 ms/s good, at
    /// most 10 a warning, above critical.
    @Test(arguments: [
        (5.0, FrameReportReadout.Verdict.good), (10, .warning), (10.5, .critical), (6, .warning),
    ])
    func theVerdictFollowsTheHitchTimeRatio(late: Double, verdict: FrameReportReadout.Verdict) {
        var timestamps = (0...127).map { Double($0) * Self.frame }
        timestamps.append(127 * Self.frame + Self.frame + late / 1000)
        let report = Self.report(timestamps)
        #expect(abs(report.hitchTime - late / 1000) < 1e-12)
        #expect(FrameReportReadout(report).verdict == verdict)
    }

    @Test(arguments: [
        (0.0, "0.0"), (7.8125, "7.8"), (16.66, "16.7"), (0.04, "0.0"), (-0.25, "-0.3"), (Double.nan, "0.0"),
        (Double.infinity, "0.0"), (1e300, "1000000000000.0"),
    ])
    func numbersHaveOneDecimalInAnyLocale(value: Double, text: String) {
        #expect(FrameReportReadout.oneDecimal(value) == text)
    }
}
