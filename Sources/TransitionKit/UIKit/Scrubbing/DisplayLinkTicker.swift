#if canImport(UIKit)
    import UIKit

    /// The scrubber's frame clock: a `CADisplayLink` on the main run loop behind
    /// ``FrameTicking``.
    ///
    /// `CADisplayLink` retains its target until it is invalidated, so the ticker holds only the
    /// closure it was started with (which captures the session weakly), and ``stop()`` invalidates
    /// the link and drops the closure.
    @MainActor
    final class DisplayLinkTicker: NSObject, FrameTicking {
        private var link: CADisplayLink?
        private var onFrame: (@MainActor () -> Void)?

        /// Starts a display link that calls `onFrame` every frame.
        ///
        /// - Parameter onFrame: Called on the main thread once per frame.
        func start(onFrame: @escaping @MainActor () -> Void) {
            self.onFrame = onFrame
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Invalidates the display link.
        func stop() {
            link?.invalidate()
            link = nil
            onFrame = nil
        }

        @objc private func tick(_ link: CADisplayLink) {
            onFrame?()
        }
    }
#endif
