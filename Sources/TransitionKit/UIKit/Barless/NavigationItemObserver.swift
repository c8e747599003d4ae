#if canImport(UIKit)
    import UIKit

    /// Key-value observations of a navigation item and its bar button items, calling back on the
    /// main queue whenever anything the toolbar shows changes.
    ///
    /// KVO calls back on the thread that made the change; the callback hops to the main queue,
    /// so the toolbar applies a change on the next main-queue turn (before the next frame is
    /// drawn) and coalesces several changes into one rebuild.
    ///
    /// Observations are invalidated when ``observe(items:)`` replaces them, by ``invalidate()``,
    /// and when the observer is released (an `NSKeyValueObservation` invalidates itself on
    /// deinit), so a released toolbar leaves no observer behind on a screen's item.
    @MainActor
    final class NavigationItemObserver {
        private var itemObservations: [NSKeyValueObservation] = []
        private var barItemObservations: [NSKeyValueObservation] = []
        private let onChange: @MainActor @Sendable () -> Void

        /// Starts observing `navigationItem`.
        ///
        /// - Parameters:
        ///   - navigationItem: The mirrored item.
        ///   - onChange: Called on the main queue after changes.
        init(navigationItem: UINavigationItem, onChange: @escaping @MainActor @Sendable () -> Void) {
            self.onChange = onChange
            let notify = onChange
            itemObservations = [
                navigationItem.observe(\.title) { _, _ in DispatchQueue.main.async { notify() } },
                navigationItem.observe(\.titleView) { _, _ in DispatchQueue.main.async { notify() } },
                navigationItem.observe(\.leftBarButtonItems) { _, _ in DispatchQueue.main.async { notify() }
                },
                navigationItem.observe(\.rightBarButtonItems) { _, _ in DispatchQueue.main.async { notify() }
                },
                navigationItem.observe(\.leftBarButtonItem) { _, _ in DispatchQueue.main.async { notify() } },
                navigationItem.observe(\.rightBarButtonItem) { _, _ in DispatchQueue.main.async { notify() }
                },
                navigationItem.observe(\.hidesBackButton) { _, _ in DispatchQueue.main.async { notify() } },
                navigationItem.observe(\.leftItemsSupplementBackButton) { _, _ in
                    DispatchQueue.main.async { notify() }
                },
            ]
        }

        /// Replaces the observations of bar button items (title, image, enabled, tint).
        ///
        /// - Parameter items: The items now shown.
        func observe(items: [UIBarButtonItem]) {
            invalidate(&barItemObservations)
            let notify = onChange
            for item in items {
                barItemObservations.append(
                    item.observe(\.title) { _, _ in DispatchQueue.main.async { notify() } })
                barItemObservations.append(
                    item.observe(\.image) { _, _ in DispatchQueue.main.async { notify() } })
                barItemObservations.append(
                    item.observe(\.isEnabled) { _, _ in DispatchQueue.main.async { notify() } })
                barItemObservations.append(
                    item.observe(\.tintColor) { _, _ in DispatchQueue.main.async { notify() } })
            }
        }

        /// Invalidates every observation.
        func invalidate() {
            invalidate(&itemObservations)
            invalidate(&barItemObservations)
        }

        private func invalidate(_ observations: inout [NSKeyValueObservation]) {
            for observation in observations { observation.invalidate() }
            observations.removeAll()
        }
    }
#endif
