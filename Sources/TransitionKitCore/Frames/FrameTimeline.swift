/// Frames summed as they come: count, longest, and hitch time. O(1) per frame, no allocation; never NaN
/// or infinite. Hitch rule and bad input: FramesInternals.
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

    package init() {}

    /// A gap up to this many of the expected frame durations is on time.
    static let onTimeFactor = 1.5

    /// A tick that is not a valid frame only increments `ignoredFrameCount`.
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
