#if canImport(UIKit)
    import UIKit

    /// One `CADisplayLink` per transition in the common modes (frames go on while a scroll view tracks); the
    /// link retains its target until invalidated (CADisplayLink.h), so the target is a small box.
    @MainActor
    final class DisplayLinkFrameClock: FrameClockPort {
        private var links: [UInt64: CADisplayLink] = [:]

        /// Adds a display link that calls `onFrame` every refresh.
        func startFrames(_ id: UInt64, onFrame: @escaping @MainActor (FrameTick) -> Void) {
            let link = CADisplayLink(target: FrameTarget(onFrame), selector: #selector(FrameTarget.tick(_:)))
            link.add(to: .main, forMode: .common)
            links[id] = link
        }

        /// Invalidates `id`'s display link.
        func stopFrames(_ id: UInt64) {
            links.removeValue(forKey: id)?.invalidate()
        }
    }

    /// A display link's target: hands each refresh to the clock's closure.
    @MainActor
    private final class FrameTarget: NSObject {
        private let onFrame: @MainActor (FrameTick) -> Void

        init(_ onFrame: @escaping @MainActor (FrameTick) -> Void) {
            self.onFrame = onFrame
        }

        @objc func tick(_ link: CADisplayLink) {
            onFrame(FrameTick(timestamp: link.timestamp, duration: link.targetTimestamp - link.timestamp))
        }
    }
#endif
