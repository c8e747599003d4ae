#if canImport(UIKit)
    import UIKit

    /// The target of the scrubber's display link: `CADisplayLink` retains its target, so the
    /// proxy holds only a closure that captures the scrubber weakly.
    @MainActor
    final class DisplayLinkProxy: NSObject {
        private let onTick: () -> Void

        /// Creates a proxy that calls `onTick` every frame.
        ///
        /// - Parameter onTick: Called on the main thread once per frame.
        init(onTick: @escaping () -> Void) {
            self.onTick = onTick
        }

        /// Starts a display link on the main run loop that ticks this proxy.
        func start() -> CADisplayLink {
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            link.add(to: .main, forMode: .common)
            return link
        }

        @objc private func tick(_ link: CADisplayLink) {
            onTick()
        }
    }
#endif
