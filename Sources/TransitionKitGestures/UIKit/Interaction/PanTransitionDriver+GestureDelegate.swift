#if canImport(UIKit)
    import UIKit

    /// The pan driver's recognizers' delegate: every answer comes from the coordinator
    /// (`PanBeginPolicy`, `GestureArbitration` and `InteractivePopGating` behind it).
    @MainActor
    final class PanGestureEtiquette: NSObject, UIGestureRecognizerDelegate {
        /// The coordinator that answers.
        let coordinator: PanInteractionCoordinator<UIKitPanInteractionPorts>

        /// Creates the delegate of `coordinator`'s recognizers.
        init(coordinator: PanInteractionCoordinator<UIKitPanInteractionPorts>) {
            self.coordinator = coordinator
        }

        /// Accepts a touch for the pop pan only when a pop is possible (stack deeper than one, no
        /// transition running, touch inside the region); for the catching recognizer only while
        /// a transition settles.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: One of the driver's recognizers.
        ///   - touch: The touch that landed.
        /// - Returns: Whether the recognizer should see the touch.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            coordinator.shouldReceive(touch, by: gestureRecognizer)
        }

        /// Lets the pop pan begin only for a horizontal-dominant drag toward the trailing edge,
        /// and only when the navigation controller lets an interactive pop begin now
        /// (`InteractivePopGating`; controllers that do not adopt it always do).
        ///
        /// - Parameter gestureRecognizer: One of the driver's recognizers.
        /// - Returns: Whether it may begin.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            coordinator.shouldBegin(gestureRecognizer)
        }

        /// The pop pan waits for a scroll view that can still scroll toward the leading edge, and
        /// (region pans) for other pans.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: One of the driver's recognizers.
        ///   - otherGestureRecognizer: The competing recognizer.
        /// - Returns: Whether the driver's recognizer must wait for the other to fail.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            coordinator.arbitration(
                of: gestureRecognizer, with: otherGestureRecognizer,
                competitor: CompetingGesture(otherGestureRecognizer)) == .driverWaits
        }

        /// Other scroll views (vertical, or at their leading limit) wait for the pop pan's quick
        /// decision.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: One of the driver's recognizers.
        ///   - otherGestureRecognizer: The competing recognizer.
        /// - Returns: Whether the other must wait for the driver's recognizer to fail.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            coordinator.arbitration(
                of: gestureRecognizer, with: otherGestureRecognizer,
                competitor: CompetingGesture(otherGestureRecognizer)) == .otherWaits
        }
    }
#endif
