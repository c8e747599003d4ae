#if canImport(UIKit)
    import UIKit

    /// `CADisplayLink` retains its target until invalidated, so the ticker holds only its closure (which
    /// captures the session weakly); ``stop()`` invalidates the link and drops the closure.
    @MainActor
    final class DisplayLinkTicker: NSObject, FrameTickerPort {
        private var link: CADisplayLink?
        private var onFrame: (@MainActor () -> Void)?

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
