#if canImport(UIKit)
    import UIKit

    extension CompetingGesture {
        /// Reads what competes for the pop pan's touches from a recogniser.
        ///
        /// - Parameter recognizer: The competing recogniser.
        @MainActor
        init(_ recognizer: UIGestureRecognizer) {
            let scrollView = recognizer.view as? UIScrollView
            self.init(
                isPan: recognizer is UIPanGestureRecognizer,
                scrollView: scrollView.map(ScrollViewGeometry.init),
                isScrollViewPan: scrollView?.panGestureRecognizer === recognizer)
        }
    }
#endif
