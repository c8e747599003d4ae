/// The frames a transition's display link saw, summed as they come: how many, the longest, and the
/// hitch time — the time frames came later than the display's frame duration said they would.
///
/// ```swift
/// var timeline = FrameTimeline()
/// timeline.add(FrameTick(timestamp: 0, duration: 0.0078125))
/// timeline.add(FrameTick(timestamp: 0.0078125, duration: 0.0078125))   // on time
/// timeline.add(FrameTick(timestamp: 0.03125, duration: 0.0078125))     // two frames missed
/// timeline.hitchTime        // 0.015625: the gap less one frame
/// timeline.hitchTimeRatio   // 500 ms of hitch per second of frames
/// ```
///
/// A gap between two frames up to one and a half of the earlier frame's duration is on time
/// (display-link jitter); a longer one is a hitch of the gap less that duration. At 120 Hz one
/// missed frame is 8.33 ms of hitch.
///
/// ## Bad input
/// A tick whose timestamp is not finite, does not come after the previous one (a clock going
/// backwards, a repeated frame) or leaves a gap that is not finite, or whose duration is not
/// finite and positive, is not a frame: it is counted in ``ignoredFrameCount`` and changes nothing
/// else. A display link that stops (the app in the background) adds no frames; when it resumes,
/// the gap is what the screen showed, a hitch. No frames at all (a transition that never
/// committed one) is a report of zeros. No figure is ever NaN or infinite.
///
/// - Complexity: O(1) per frame, no allocation.
package struct FrameTimeline: Sendable, Hashable {
    /// The frames seen.
    package private(set) var frameCount = 0
    /// The ticks that were not frames (see Bad input).
    private(set) var ignoredFrameCount = 0
    /// The longest gap between two consecutive frames, in seconds; 0 with fewer than two frames.
    package private(set) var longestFrame = 0.0
    /// The sum over the frames of how late each came, in seconds.
    private(set) var hitchTime = 0.0
    /// From the first frame to the last, in seconds.
    package private(set) var elapsed = 0.0
    private var last: FrameTick?

    /// Creates a timeline with no frames.
    package init() {}

    /// A gap up to this many of the expected frame durations is on time.
    static let onTimeFactor = 1.5

    /// Adds one display refresh.
    ///
    /// - Parameter tick: The refresh.
    package mutating func add(_ tick: FrameTick) {
        guard tick.timestamp.isFinite, tick.duration.isFinite, tick.duration > 0 else {
            ignoredFrameCount += 1
            return
        }
        guard let last else {
            frameCount = 1
            self.last = tick
            return
        }
        let gap = tick.timestamp - last.timestamp
        guard gap > 0, gap.isFinite, (elapsed + gap).isFinite else {
            ignoredFrameCount += 1
            return
        }
        frameCount += 1
        elapsed += gap
        longestFrame = max(longestFrame, gap)
        if gap > last.duration * Self.onTimeFactor { hitchTime += gap - last.duration }
        self.last = tick
    }

    /// Hitch time per second of frames, in milliseconds per second (Apple's *hitch time ratio*:
    /// ≤ 5 ms/s is good); 0 with fewer than two frames.
    package var hitchTimeRatio: Double {
        guard elapsed > 0 else { return 0 }
        // hitchTime ≤ elapsed, so the ratio is at most 1000 ms/s.
        return min(hitchTime / elapsed * 1000, 1000)
    }
}
