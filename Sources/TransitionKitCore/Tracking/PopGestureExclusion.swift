import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit layer reads of one view whose `excludesTransitionPopGesture` was set.
package struct PopGestureExclusion: Sendable, Equatable {
    /// The view's bounds in the navigation controller's view, points.
    package var frame: CGRect
    /// The view's `excludesTransitionPopGesture`.
    package var excludes: Bool
    /// Whether the view is inside the navigation controller's view (so on its screen now).
    var isInNavigation: Bool
    package var isHidden: Bool

    /// `frame`: the view's bounds in the navigation controller's view.
    package init(frame: CGRect, excludes: Bool = true, isInNavigation: Bool, isHidden: Bool) {
        self.frame = frame
        self.excludes = excludes
        self.isInNavigation = isInNavigation
        self.isHidden = isHidden
    }
}
