/// What plays between two route screens, whoever started the transition (the router, or the
/// user's swipe-back): the style, and the zoom's source when the style is a zoom.
///
/// ```swift
/// let choice = coordinator.transition(between: grid, and: detail, operation: .pop)
/// choice?.style        // detail's backward choice, resolved against the default
/// choice?.zoomSource   // detail's link anchor, looked up now (nil: the cross-fade fallback)
/// ```
@MainActor
package struct RouteTransitionChoice<ZoomSource: AnyObject> {
    /// The style to play.
    package var style: TransitionStyle
    /// The view a zoom grows from and shrinks back to, looked up when UIKit asked; `nil` for every
    /// other style and for a link whose anchor is gone, moved or detached.
    package weak var zoomSource: ZoomSource?

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - style: The style to play.
    ///   - zoomSource: The zoom's source, if any.
    package init(style: TransitionStyle, zoomSource: ZoomSource?) {
        self.style = style
        self.zoomSource = zoomSource
    }
}

/// What tapping a `RouteLink` does: push a destination with a tag and transitions, append a path
/// value, or go back through the stack.
///
/// ```swift
/// coordinator.follow(.action(.back)) { _, _ in unreachable }    // back()
/// coordinator.follow(.push(tag: "detail", transitions: .both(.zoom), destination: { DetailView() })) {
///     view, transitions in makeScreen(view, transitions)
/// }
/// ```
package enum RouteLinkTap<Destination> {
    /// Pushes the destination, built at tap time, with a tag and transitions.
    case push(tag: RouteTag?, transitions: RouteTransitions<TransitionStyle>, destination: () -> Destination)
    /// Goes back: one route, home, or to a tag.
    case action(RouteLinkAction)
    /// Appends a path value (a value link): its own style for both directions, or `nil` for the
    /// stack's per-route choice.
    case value(AnyHashable, transition: TransitionStyle?)
}
