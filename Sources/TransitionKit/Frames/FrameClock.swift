/// One display refresh as the frame clock reports it: when the frame was shown and how long the
/// display's frame lasts now, both in seconds (`CADisplayLink.timestamp` and
/// `targetTimestamp - timestamp`).
package struct FrameTick: Sendable, Hashable {
    /// When the frame was shown, in seconds on the clock's own time base.
    package var timestamp: Double
    /// The display's frame duration now (1/120 s at 120 Hz), in seconds.
    package var duration: Double

    /// Creates a tick.
    ///
    /// - Parameters:
    ///   - timestamp: When the frame was shown, in seconds.
    ///   - duration: The frame duration, in seconds.
    package init(timestamp: Double, duration: Double) {
        self.timestamp = timestamp
        self.duration = duration
    }
}

/// The display's frames, for the debug frame report: a `CADisplayLink` per transition on device
/// (`DisplayLinkFrameClock`), a model fed by the test in Linux tests.
///
/// ```swift
/// clock.startFrames(7) { tick in timeline.add(tick) }
/// clock.stopFrames(7)
/// ```
///
/// Only started while an app observes frame reports: with none, no clock exists.
@MainActor
package protocol FrameClock: AnyObject {
    /// Calls `onFrame` on the main thread once per display refresh until ``stopFrames(_:)``.
    ///
    /// - Parameters:
    ///   - id: The transition's identity, unique per recorder.
    ///   - onFrame: Called with each frame.
    func startFrames(_ id: UInt64, onFrame: @escaping @MainActor (FrameTick) -> Void)

    /// Stops the frames of `id` (nothing for an identity not started).
    ///
    /// - Parameter id: An identity passed to ``startFrames(_:onFrame:)``.
    func stopFrames(_ id: UInt64)
}
