/// Another gesture recogniser that may compete with the pop pan for the same touches.
///
/// ```swift
/// let other = CompetingGesture.scrollView(geometry)   // a UIScrollView's panGestureRecognizer
/// ```
public enum CompetingGesture: Sendable, Equatable {
    /// The pan recogniser of a scroll view with this geometry.
    case scrollView(ScrollViewGeometry)
    /// Any other pan (including screen-edge pans) that is not a scroll view's.
    case pan
    /// Any other kind of recogniser (tap, long press, pinch, …).
    case other
}
