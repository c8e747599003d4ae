/// What a route's screen remembers. Suspended (router detached): the root view is emptied so SwiftUI
/// lets go of the environment and the router it holds; the content is kept for resuming.
package struct RouteScreenState<Content, ZoomLink: AnyObject> {
    /// The route's identity, set once the route stack accepted it; orders two screens (the
    /// later-pushed one is the upper) when UIKit asks for a transition between them.
    package var id: RouteID?
    /// The transitions the route was created with; kept by the screen because UIKit asks for a
    /// pop's transition after the router has dropped the route.
    package let transitions: RouteTransitions<TransitionStyle>
    /// The link the route was pushed from, held strongly (a small object holding its anchor view
    /// weakly), so the screen follows the link's current anchor even when SwiftUI remakes it.
    let zoomLink: ZoomLink?
    /// The path value the route shows, when a stack bound to a path pushed it; `nil` for a route
    /// not in the path (pushed by a view or the router).
    var pathValue: AnyHashable?
    /// Called once when the route leaves the stack by any means (a state-driven destination
    /// resets its binding); `nil` for most routes.
    var onLeave: (() -> Void)?
    /// The route's content, whether shown or not.
    package private(set) var content: Content
    /// Whether the root view is emptied (the router is detached).
    private(set) var isSuspended = false

    package init(transitions: RouteTransitions<TransitionStyle>, zoomLink: ZoomLink?, content: Content) {
        self.transitions = transitions
        self.zoomLink = zoomLink
        self.content = content
    }

    /// What the root view shows: the content, or `nil` (an empty view) while suspended.
    var shownContent: Content? { isSuspended ? nil : content }

    /// Whether the root view must change now (`false` while suspended).
    mutating func replaceContent(_ content: Content) -> Bool {
        self.content = content
        return !isSuspended
    }

    /// Whether the root view must change now (`false` when already suspended).
    mutating func suspend() -> Bool {
        guard !isSuspended else { return false }
        isSuspended = true
        return true
    }

    /// Whether the root view must change now (`false` when not suspended).
    package mutating func resume() -> Bool {
        guard isSuspended else { return false }
        isSuspended = false
        return true
    }
}
