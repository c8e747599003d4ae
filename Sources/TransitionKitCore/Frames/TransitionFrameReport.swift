/// What the display showed of one transition: the frames its display link saw, the longest, and
/// the hitch time per second — a debug aid, delivered to `NavigationDelegate.onFrameReport` when
/// the transition ends.
///
/// ```swift
/// transitions.onFrameReport = { report in
///     guard report.hitchTimeRatio > 5 else { return }   // Apple's "good" is ≤ 5 ms/s
///     print(report.screens, report.style, report.frameCount, report.longestFrame, report.hitchTimeRatio)
/// }
/// ```
///
/// A transition that never committed a frame (it ended in the turn it began, or the app was in
/// the background) reports 0 frames and zeros; a clock going backwards is not counted as a
/// frame. No figure is NaN.
public struct TransitionFrameReport: Sendable, Hashable {
    /// The screen pair, `From → To`, by the screens' type names.
    public let screens: String
    /// The style played (`zoom`, `slide`, …), `system` when UIKit or the app's own animator played
    /// the transition.
    public let style: String
    /// Whether a gesture drove the transition when it began.
    package let isInteractive: Bool
    /// How the transition ended.
    package let outcome: TransitionOutcome
    /// The frames the display link saw while the transition ran.
    public let frameCount: Int
    /// Display-link callbacks that were not frames: a timestamp going backwards or repeated.
    let ignoredFrameCount: Int
    /// The longest time between two consecutive frames, in seconds (8.33 ms at 120 Hz when no
    /// frame was missed); 0 with fewer than two frames.
    public let longestFrame: Double
    /// The time frames came late, summed, in seconds.
    let hitchTime: Double
    /// The time from the first frame seen to the last, in seconds.
    package let elapsed: Double
    /// Hitch time per second of frames, in milliseconds per second (Apple's hitch time ratio:
    /// ≤ 5 ms/s is good, above 10 ms/s users notice); 0 with fewer than two frames.
    public let hitchTimeRatio: Double

    package init(_ name: TransitionIntervalName, outcome: TransitionOutcome, timeline: FrameTimeline) {
        screens = name.screens
        style = name.style
        isInteractive = name.isInteractive
        self.outcome = outcome
        frameCount = timeline.frameCount
        ignoredFrameCount = timeline.ignoredFrameCount
        longestFrame = timeline.longestFrame
        hitchTime = timeline.hitchTime
        elapsed = timeline.elapsed
        hitchTimeRatio = timeline.hitchTimeRatio
    }
}
