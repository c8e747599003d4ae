#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Does what a tapped ``RouteLink`` asks: pushes its destination or appends its value,
        /// growing a zoom from the link's anchor.
        ///
        /// - Parameters:
        ///   - tap: What the link does.
        ///   - anchor: The link's anchor box.
        /// - Returns: `nil` when the stack changed, else why not.
        @discardableResult
        func follow<Destination: View>(_ tap: RouteLinkTap<Destination>, anchor: RouteZoomAnchorBox)
            -> RouteRefusal?
        {
            coordinator.followLink(tap) { view, transitions in
                makeScreen(view, transitions: transitions, zoomAnchor: anchor)
            } makeContentScreen: { content, transitions in
                makeScreen(content, transitions: transitions, zoomAnchor: anchor)
            }
        }
    }
#endif
