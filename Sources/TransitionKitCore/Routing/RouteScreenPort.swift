/// The part of a route's `UIHostingController` the router's coordinator uses. The screen stores its
/// ``RouteScreenState`` because UIKit asks for a pop's transition after the router dropped the route.
@MainActor
package protocol RouteScreenPort: AnyObject {
    /// The type of a route's content (`AnyView` on device).
    associatedtype Content
    /// The type of the link the route was pushed from (`RouteZoomAnchorBox` on device).
    associatedtype ZoomLink: RouteZoomLinkPort
    /// The environment captured where the stack sits (`EnvironmentValues` on device).
    associatedtype Environment

    /// The record of the route this screen shows, read and changed by ``RouterCore``.
    var routeState: RouteScreenState<Content, ZoomLink> { get set }

    /// Re-applies `environment` at the root (`.environment(\.self, …)` on device); `nil` content shows an
    /// empty view, `nil` environment leaves the host's own.
    func setRootView(_ content: Content?, environment: Environment?)

    /// Evaluates the shown content off screen (`sizeThatFits(in:)` on device), so the
    /// destinations it declares are known before the screen is on screen.
    func evaluateContent()
}

/// Finds route screens among `viewControllers`: a bar-less controller wraps each screen in a toolbar
/// container, a plain one holds the screens themselves.
@MainActor
package protocol RouteScreenResolverPort {
    /// The navigation controller's view controller type (`UIViewController` on device).
    associatedtype Entry: AnyObject
    associatedtype Screen: RouteScreenPort

    /// The entry itself or the screen inside the bar-less container; `nil` for a non-route controller.
    func screen(shownBy entry: Entry) -> Screen?

    /// The screen itself: the bar-less controller wraps it.
    func entry(for screen: Screen) -> Entry
}

/// Who hears that a router's depth or path changed: the `ObservableObject` router on device,
/// whose `@Published` properties (and the stack's path binding) are written only when a value
/// changed.
@MainActor
package protocol RouterHost: AnyObject {
    func routerDepthDidChange(_ depth: Int)
    /// The path changed other than by being set: the user popped path routes (swipe-back, Back),
    /// the router removed them, or values without a destination were left out.
    ///
    /// - Parameter path: The path values of the routes, bottom first.
    func routerPathDidChange(_ path: [AnyHashable])
}

extension RouterHost {
    /// An observer of a stack without a path binding ignores the path.
    package func routerPathDidChange(_ path: [AnyHashable]) {}
}

/// Keeps ownership one-way: the router owns its screens, and a screen's back-reference must not keep
/// a router the app dropped. Equal when both point at the same object, or both at none.
package struct WeakReference<Object: AnyObject>: Equatable {
    /// The object; `nil` once it is released.
    package private(set) weak var object: Object?

    package init(_ object: Object?) {
        self.object = object
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object
    }
}
