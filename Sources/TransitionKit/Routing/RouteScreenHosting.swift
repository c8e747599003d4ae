/// What the router's coordinator calls on the screen of a route: the part of a
/// `UIHostingController` the SwiftUI front uses, plus the route record the screen carries.
///
/// ```swift
/// screen.routeState.id = route.id                      // the stack accepted the route
/// screen.setRootView(screen.routeState.shownContent, environment: captured)   // nil: empty
/// ```
///
/// The screen stores its ``RouteScreenState`` because UIKit can hold a screen longer than the
/// router holds its route: UIKit asks for a pop's transition after the router has dropped the
/// route, and the state (identity, transitions, zoom link) must still be there.
///
/// On device `RouteHostingController` conforms (`Content == AnyView`,
/// `Environment == EnvironmentValues`); in tests a small screen class records the root views and
/// environments it was given.
@MainActor
package protocol RouteScreenHosting: AnyObject {
    /// The type of a route's content (`AnyView` on device).
    associatedtype Content
    /// The type of the link the route was pushed from (`RouteZoomAnchorBox` on device).
    associatedtype ZoomLink: RouteZoomLinking
    /// The environment captured where the stack sits (`EnvironmentValues` on device).
    associatedtype Environment

    /// The record of the route this screen shows, read and changed by ``RouterCoordinator``.
    var routeState: RouteScreenState<Content, ZoomLink> { get set }

    /// `rootView = content` under `environment`: shows the content with the environment
    /// re-applied at its root (`.environment(\.self, environment)` on device), or an empty view
    /// for `nil` content.
    ///
    /// - Parameters:
    ///   - content: The content to show, or `nil` for nothing.
    ///   - environment: The environment captured where the stack sits, or `nil` while none was
    ///     captured (the content then sees its own host's environment).
    func setRootView(_ content: Content?, environment: Environment?)

    /// Evaluates the shown content off screen (`sizeThatFits(in:)` on device), so the
    /// destinations it declares are known before the screen is on screen.
    func evaluateContent()
}

/// How the router's coordinator finds route screens among a navigation controller's view
/// controllers, and what it hands to UIKit for a screen.
///
/// A bar-less navigation controller wraps every screen in a toolbar container, so the entries of
/// `viewControllers` are containers; on device the screen is the container's content
/// (`transitionScreen`). A plain navigation controller holds the screens themselves.
///
/// ```swift
/// let ids = navigation.viewControllers.compactMap { resolver.screen(shownBy: $0)?.routeState.id }
/// navigation.pushViewController(resolver.entry(for: screen), animated: true)
/// ```
@MainActor
package protocol RouteScreenResolving {
    /// The navigation controller's view controller type (`UIViewController` on device).
    associatedtype Entry: AnyObject
    /// The route screen type.
    associatedtype Screen: RouteScreenHosting

    /// The route screen an entry of `viewControllers` shows: the entry itself, or the screen
    /// inside the bar-less container; `nil` for a view controller that is not a route's screen.
    ///
    /// - Parameter entry: An entry of the navigation stack.
    /// - Returns: Its route screen, or `nil`.
    func screen(shownBy entry: Entry) -> Screen?

    /// The view controller to push or set for a screen (the screen itself: the bar-less
    /// controller wraps it).
    ///
    /// - Parameter screen: A route screen.
    /// - Returns: The view controller to hand to UIKit.
    func entry(for screen: Screen) -> Entry
}

/// Who hears that a router's depth or path changed: the `ObservableObject` router on device,
/// whose `@Published` properties (and the stack's path binding) are written only when a value
/// changed.
@MainActor
package protocol RouterObserving: AnyObject {
    /// The number of screens changed (`@Published depth`).
    ///
    /// - Parameter depth: The new depth.
    func routerDepthDidChange(_ depth: Int)
    /// The path changed other than by being set: the user popped path routes (swipe-back, Back),
    /// the router removed them, or values without a destination were left out.
    ///
    /// - Parameter path: The path values of the routes, bottom first.
    func routerPathDidChange(_ path: [AnyHashable])
}

extension RouterObserving {
    /// Ignores the path (an observer of a stack without a path binding).
    ///
    /// - Parameter path: The path values of the routes, bottom first.
    package func routerPathDidChange(_ path: [AnyHashable]) {}
}

/// A reference that does not keep its object alive: how a screen points back at whatever owns it.
///
/// The SwiftUI router owns every route's screen (its ``RouteStack`` payloads) and each screen's
/// view refers back to the router; holding that back-reference in a `WeakReference` keeps the
/// ownership one-way, so a router the app drops is released with its screens.
///
/// ```swift
/// let back = WeakReference(router)
/// back.object   // the router while something else keeps it, then nil
/// ```
///
/// Two references are equal when they point at the same object (or both at none).
package struct WeakReference<Object: AnyObject>: Equatable {
    /// The object; `nil` once it is released.
    package private(set) weak var object: Object?

    /// Creates a reference to `object` that does not retain it.
    ///
    /// - Parameter object: The object to refer to.
    package init(_ object: Object?) {
        self.object = object
    }

    /// Whether both references point at the same object, or both at none.
    ///
    /// - Parameters:
    ///   - lhs: A reference.
    ///   - rhs: Another reference.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object
    }
}
