#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// A zoom grows from the link's anchor. `nil` when the stack changed, else why not.
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
