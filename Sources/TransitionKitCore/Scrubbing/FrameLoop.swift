/// Starts the frames once however often a session asks: a second `start(onFrame:)` on a running
/// display link would tick twice per frame.
@MainActor
package struct FrameLoop<Frames: FrameTickerPort> {
    package let frames: Frames
    package private(set) var isRunning = false

    package init(_ frames: Frames) {
        self.frames = frames
    }

    /// `onFrame` is called once per frame, on the main thread.
    package mutating func start(onFrame: @escaping @MainActor () -> Void) {
        guard !isRunning else { return }
        isRunning = true
        frames.start(onFrame: onFrame)
    }

    package mutating func stop() {
        isRunning = false
        frames.stop()
    }
}
