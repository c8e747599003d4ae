#if canImport(UIKit)
    import UIKit

    /// The zoom dismissal driver's recognizers' delegate, held by the driver it asks.
    @MainActor
    final class ZoomDismissalEtiquette: NSObject, UIGestureRecognizerDelegate {
        /// The driver (it holds this delegate).
        weak var driver: ZoomDismissalDriver?

        func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            driver?.mayBegin(recognizer) ?? false
        }
    }

    /// Each answer is the coordinator's, from what UIKit reports.
    extension ZoomDismissalDriver {
        /// Whether the drag or pinch may begin: its station may take a gesture now (one dismissal
        /// at a time) and the coordinator's refusal is `nil`.
        func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            guard let view = recognizer.view, let station = station(takingGestureOf: recognizer) else {
                return false
            }
            let pan = station.pan
            let location = recognizer.location(in: view)
            let scrollViews = Self.scrollReadings(under: view.hitTest(location, with: nil), upTo: view)
            let layout = view.effectiveLayoutDirection
            if let pinch = recognizer as? UIPinchGestureRecognizer {
                return coordinator.mayBegin(
                    .pinch, touches: pinch.numberOfTouches, pinchScale: Double(pinch.scale),
                    pinchVelocity: Double(pinch.velocity), scrollViews: scrollViews, layoutDirection: layout)
            }
            return coordinator.mayBegin(
                .drag, touches: pan.numberOfTouches, translation: pan.translation(in: nil),
                velocity: pan.velocity(in: nil), scrollViews: scrollViews, layoutDirection: layout,
                fromLeadingEdge: layout.distanceFromLeadingEdge(
                    x: Double(location.x), width: Double(view.bounds.width)))
        }

        /// The scroll views from `hit` up to (not including) `root`, innermost first.
        private static func scrollReadings(under hit: UIView?, upTo root: UIView) -> [DismissalScrollReading]
        {
            sequence(first: hit, next: { $0?.superview }).prefix { $0 != nil && $0 !== root }
                .compactMap { $0 as? UIScrollView }
                .map { scrollView in
                    DismissalScrollReading(
                        geometry: ScrollViewGeometry(scrollView),
                        zoomScale: Double(scrollView.zoomScale),
                        minimumZoomScale: Double(scrollView.minimumZoomScale))
                }
        }
    }
#endif
