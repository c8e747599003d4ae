#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Goes back through the stack as a ``RouteLink`` does: back, home or to a tag.
        ///
        /// ```swift
        /// router.perform(.goTo("detail"))   // same as router.goTo(tag: "detail")
        /// ```
        ///
        /// - Parameter action: Where to go back to.
        /// - Returns: `nil` when popped; ``RouteRefusal/atRoot`` for back or home on the root;
        ///   ``RouteRefusal/tagNotFound`` or ``RouteRefusal/alreadyOnTop`` for a go-to that cannot
        ///   pop (nothing changes).
        @discardableResult
        public func perform(_ action: RouteLinkAction) -> RouteRefusal? {
            coordinator.perform(action)
        }

        /// Does what a tapped ``RouteLink`` asks: pushes its destination or appends its value,
        /// growing a zoom from the link's anchor, or goes back.
        ///
        /// - Parameters:
        ///   - tap: What the link does.
        ///   - anchor: The link's anchor box.
        /// - Returns: `nil` when the stack changed, else why not.
        @discardableResult
        func follow<Destination: View>(_ tap: RouteLinkTap<Destination>, anchor: RouteZoomAnchorBox)
            -> RouteRefusal?
        {
            coordinator.follow(tap) { view, transitions in
                makeScreen(view, transitions: transitions, zoomAnchor: anchor)
            } makeValueScreen: { value, transitions in
                makeScreen(forValue: value, transitions: transitions, zoomAnchor: anchor)
            }
        }
    }
#endif
