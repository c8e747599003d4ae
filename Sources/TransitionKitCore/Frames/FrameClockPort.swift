/// Seconds: `timestamp` is `CADisplayLink.timestamp`, `duration` is `targetTimestamp - timestamp`.
package struct FrameTick: Sendable, Hashable {
    /// When the frame was shown, in seconds on the clock's own time base.
    package var timestamp: Double
    /// The display's frame duration now (1/120 s at 120 Hz), in seconds.
    package var duration: Double

    package init(timestamp: Double, duration: Double) {
        self.timestamp = timestamp
        self.duration = duration
    }
}

/// The display's frames for the debug frame report (`DisplayLinkFrameClock` on device); made only while
/// an app observes frame reports.
@MainActor
package protocol FrameClockPort: AnyObject {
    /// Calls `onFrame` on the main thread once per refresh until stopped; `id` is unique per recorder.
    func startFrames(_ id: UInt64, onFrame: @escaping @MainActor (FrameTick) -> Void)

    /// Nothing for an identity not started.
    func stopFrames(_ id: UInt64)
}
