/// A gesture that may dismiss a zoomed screen.
///
/// ```swift
/// ZoomDismissalDriver(gestures: [.drag, .pinch, .edge])
/// ```
public enum DismissalGesture: Sendable, Hashable, CaseIterable {
    /// A one-finger drag anywhere on the screen, in the driver's begin direction.
    case drag
    /// A two-finger pinch in, at the screen's minimum zoom.
    case pinch
    /// The swipe from the leading edge, as for every pop.
    case edge
}
