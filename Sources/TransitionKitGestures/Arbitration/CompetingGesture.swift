/// Another gesture recogniser that may compete with the pop pan for the same touches.
///
/// ```swift
/// let other = CompetingGesture.scrollView(geometry)   // a UIScrollView's panGestureRecognizer
/// ```
package enum CompetingGesture: Sendable, Equatable {
    /// The pan recogniser of a scroll view with this geometry.
    case scrollView(ScrollViewGeometry)
    /// Any other pan (including screen-edge pans) that is not a scroll view's.
    case pan
    /// Any other kind of recogniser (tap, long press, pinch, …).
    case other

    /// Classifies a recogniser from what the UIKit layer reads of it.
    ///
    /// - Parameters:
    ///   - isPan: Whether it is a pan recogniser (`is UIPanGestureRecognizer`).
    ///   - scrollView: The geometry of the scroll view it is attached to, if it is attached to one.
    ///   - isScrollViewPan: Whether it is that scroll view's own `panGestureRecognizer`.
    package init(isPan: Bool, scrollView: ScrollViewGeometry?, isScrollViewPan: Bool) {
        if let scrollView, isScrollViewPan {
            self = .scrollView(scrollView)
        } else {
            self = isPan ? .pan : .other
        }
    }
}
