#if canImport(UIKit)
    import UIKit

    /// The pan driver's recognizers' delegate: every answer comes from the coordinator
    /// (`PanBeginPolicy`, `GestureArbitration` and `InteractivePopGating` behind it).
    @MainActor
    final class PanGestureEtiquette: NSObject, UIGestureRecognizerDelegate {
        let coordinator: PanInteractionCore<UIKitPanInteractionPorts>

        init(coordinator: PanInteractionCore<UIKitPanInteractionPorts>) {
            self.coordinator = coordinator
        }

        /// The pop pan only when a pop is possible; the catching recognizer only while a transition settles.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            coordinator.shouldReceive(touch, by: gestureRecognizer)
        }

        /// A horizontal drag toward the trailing edge, when the navigation controller lets a pop begin now.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            coordinator.shouldBegin(gestureRecognizer)
        }

        /// The pop pan waits for a scroll view that can still scroll toward the leading edge, and (region
        /// pans) for other pans.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            coordinator.arbitration(
                of: gestureRecognizer, with: otherGestureRecognizer,
                competitor: CompetingGesture(otherGestureRecognizer)) == .driverWaits
        }

        /// Other scroll views (vertical, or at their leading limit) wait for the pop pan's quick decision.
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
