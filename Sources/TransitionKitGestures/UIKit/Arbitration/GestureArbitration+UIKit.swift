#if canImport(UIKit)
    import UIKit

    extension ScrollViewGeometry {
        /// Reads the numbers that decide gesture etiquette from a scroll view.
        ///
        /// - Parameter scrollView: The scroll view whose pan competes with the pop gesture.
        @MainActor
        package init(_ scrollView: UIScrollView) {
            let inset = scrollView.adjustedContentInset
            self.init(
                contentOffset: scrollView.contentOffset,
                contentSize: scrollView.contentSize,
                boundsSize: scrollView.bounds.size,
                contentInset: GestureEdgeInsets(
                    top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
                isScrollEnabled: scrollView.isScrollEnabled
            )
        }
    }

    extension CompetingGesture {
        /// Reads what competes for the pop pan's touches from a recognizer.
        ///
        /// - Parameter recognizer: The competing recognizer.
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
