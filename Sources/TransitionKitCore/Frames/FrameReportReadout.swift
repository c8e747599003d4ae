import Foundation

/// The overlay's three lines and verdict, decided here so the UIKit overlay only shows them. Verdict:
/// up to 5 ms of hitch per second good, up to 10 a warning, more critical (Apple's hitch time ratio).
package struct FrameReportReadout: Sendable, Hashable {
    /// How the hitches rate.
    enum Verdict: String, Sendable, Hashable {
        /// At most 5 ms of hitch per second.
        case good
        /// More than 5 and at most 10 ms per second.
        case warning
        /// More than 10 ms per second: users notice.
        case critical
        /// Fewer than two frames: nothing to rate.
        case unmeasured = "not measured"
    }

    /// The rating of the report's hitch time ratio.
    let verdict: Verdict
    /// The lines, top to bottom.
    package let lines: [String]

    /// Milliseconds with one decimal whatever the locale; fewer than two frames says so instead of printing
    /// zeros as if measured.
    package init(_ report: TransitionFrameReport) {
        let measured = report.frameCount >= 2
        verdict =
            !measured
            ? .unmeasured
            : report.hitchTimeRatio <= 5 ? .good : report.hitchTimeRatio <= 10 ? .warning : .critical
        let kind = report.isInteractive ? " · interactive" : ""
        var frames = "\(report.frameCount) \(report.frameCount == 1 ? "frame" : "frames")"
        if measured { frames += " · longest \(Self.milliseconds(report.longestFrame)) ms" }
        if report.ignoredFrameCount > 0 { frames += " · \(report.ignoredFrameCount) ignored" }
        let hitches =
            measured
            ? "hitches \(Self.milliseconds(report.hitchTime)) ms · "
                + "\(Self.oneDecimal(report.hitchTimeRatio)) ms/s · \(verdict.rawValue)"
            : "hitches \(verdict.rawValue)"
        lines = ["\(report.screens) · \(report.style)\(kind) · \(report.outcome.rawValue)", frames, hitches]
    }

    /// Seconds as milliseconds with one decimal.
    static func milliseconds(_ seconds: Double) -> String { oneDecimal(seconds * 1000) }

    /// One decimal, `.` as the separator; a value that is not finite prints as 0.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = value.isFinite ? (min(max(value, -1e12), 1e12) * 10).rounded() : 0
        let whole = Int64(tenths / 10)
        let tenth = Int64(abs(tenths.truncatingRemainder(dividingBy: 10)))
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return "\(sign)\(whole).\(tenth)"
    }
}
