/// A scrub session's display frames: started once however often a session asks (a second
/// `start(onFrame:)` on a running display link would tick twice per frame), stopped on demand.
///
/// ```swift
/// var loop = FrameLoop(DisplayLinkTicker())
/// loop.start { [weak self] in self?.frame() }
/// loop.start { [weak self] in self?.frame() }      // already running: nothing
/// loop.stop()
/// ```
@MainActor
package struct FrameLoop<Frames: FrameTicking> {
    /// The frame clock.
    package let frames: Frames
    /// Whether the frames run.
    package private(set) var isRunning = false

    /// Creates a loop whose frames are stopped.
    ///
    /// - Parameter frames: The frame clock.
    package init(_ frames: Frames) {
        self.frames = frames
    }

    /// Starts the frames unless they run.
    ///
    /// - Parameter onFrame: Called once per frame, on the main thread.
    package mutating func start(onFrame: @escaping @MainActor () -> Void) {
        guard !isRunning else { return }
        isRunning = true
        frames.start(onFrame: onFrame)
    }

    /// Stops the frames.
    package mutating func stop() {
        isRunning = false
        frames.stop()
    }
}
