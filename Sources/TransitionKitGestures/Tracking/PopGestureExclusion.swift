import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit layer reads of one view whose `excludesTransitionPopGesture` was set: where it
/// is, whether it excludes, and whether it is on the navigation controller's screen now.
/// ``PopGestureRule`` decides from these.
///
/// ```swift
/// PopGestureExclusion(frame: replyStrip.convert(replyStrip.bounds, to: navigationView),
///                     excludes: replyStrip.excludesTransitionPopGesture,
///                     isInNavigation: replyStrip.isDescendant(of: navigationView),
///                     isHidden: replyStrip.isHidden)
/// ```
package struct PopGestureExclusion: Sendable, Equatable {
    /// The view's bounds in the navigation controller's view, points.
    package var frame: CGRect
    /// The view's `excludesTransitionPopGesture`.
    package var excludes: Bool
    /// Whether the view is inside the navigation controller's view (so on its screen now).
    var isInNavigation: Bool
    /// The view's `isHidden`.
    package var isHidden: Bool

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - frame: The view's bounds in the navigation controller's view.
    ///   - excludes: The view's `excludesTransitionPopGesture`; `true` by default.
    ///   - isInNavigation: Whether the view is inside the navigation controller's view.
    ///   - isHidden: The view's `isHidden`.
    package init(frame: CGRect, excludes: Bool = true, isInNavigation: Bool, isHidden: Bool) {
        self.frame = frame
        self.excludes = excludes
        self.isInNavigation = isInNavigation
        self.isHidden = isHidden
    }
}
