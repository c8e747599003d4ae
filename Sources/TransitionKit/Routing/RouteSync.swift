/// Works out which routes the user removed from UIKit's stack (a swipe-back, a long press on a
/// back button), so the router can drop them.
///
/// UIKit reports only the screens it now shows. A route missing from them was removed by the
/// user only if UIKit had shown it before: a route the router has just pushed may still wait in
/// the navigation queue. So the sync remembers which routes UIKit has shown, and after every
/// "did show" reports those that disappeared:
///
/// ```swift
/// var sync = RouteSync()
/// sync.didShow(screens: [r0, r1, r2], routes: [r0, r1, r2])   // []
/// sync.didShow(screens: [r0, r1], routes: [r0, r1, r2])       // [r2]: swiped back
/// ```
///
/// The root route is never reported (UIKit cannot pop its root screen; a root missing from the
/// screens means someone replaced UIKit's stack, which the router repairs instead). Screens that
/// are not routes are left out of `screens` by the caller and so ignored.
package struct RouteSync: Sendable, Hashable {
    /// The routes UIKit has shown and the router still holds.
    package private(set) var shown: Set<RouteID>

    /// Creates a sync that has seen nothing.
    package init() {
        shown = []
    }

    /// Records what UIKit shows after a transition and reports the routes the user removed.
    ///
    /// - Parameters:
    ///   - screens: The routes whose screens UIKit holds, root first.
    ///   - routes: The router's routes, root first.
    /// - Returns: The routes to drop, top first: shown before, absent now, never the root.
    /// - Complexity: O(n) in the number of routes.
    package mutating func didShow(screens: [RouteID], routes: [RouteID]) -> [RouteID] {
        let present = Set(screens)
        let removed = routes.dropFirst().reversed().filter { shown.contains($0) && !present.contains($0) }
        let kept = Set(routes).subtracting(removed)
        shown = shown.union(present).intersection(kept)
        return removed
    }
}
