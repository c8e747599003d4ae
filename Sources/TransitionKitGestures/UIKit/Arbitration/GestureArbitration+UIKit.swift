#if canImport(UIKit)
    import UIKit

    extension ScrollViewGeometry {
        /// The numbers of a scroll view whose pan competes with the pop gesture.
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
        /// What competes for the pop pan's touches, read from a recognizer.
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
