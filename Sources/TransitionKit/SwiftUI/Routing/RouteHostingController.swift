#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The screen of one route: a hosting controller for the route's view, with the zoom anchor of
    /// the ``RouteLink`` that pushed it, if any.
    ///
    /// The route stack holds these as payloads; UIKit holds them (or the bar-less container
    /// wrapping them) as its view controllers.
    @MainActor final class RouteHostingController: UIHostingController<AnyView> {
        /// The box of the link that pushed the route: it names the link's current anchor view.
        /// Held strongly (a small object; it holds the view weakly), so the screen follows the
        /// link's anchor even when SwiftUI remakes it.
        let zoomAnchorBox: RouteZoomAnchorBox?

        /// Where a zoom grows from and shrinks back to, checked when asked: `nil` when the link's
        /// anchor is gone, was handed to another link (a reused list row), or is detached from
        /// every screen (see ``RouteZoomAnchorView/isUsable(for:)``) — the zoom then plays its
        /// cross-fade fallback instead of flying to a wrong place. An anchor out of the window
        /// when the transition starts falls back the same way (the animator checks).
        var zoomAnchor: RouteZoomAnchorView? {
            guard let box = zoomAnchorBox, let view = box.view, view.isUsable(for: box) else { return nil }
            return view
        }
        /// The transitions the route was created with; kept here because UIKit asks for a pop's
        /// transition after the router has dropped the route.
        let transitions: RouteTransitions<TransitionStyle>
        /// The route's identity, set once the route stack accepted it; orders two screens (the
        /// later-pushed one is the upper) when UIKit asks for a transition between them.
        var routeID: RouteID?
        /// The reference the screen's environment carries, so modifiers reach this controller.
        let reference: RouteScreenReference
        /// The route's view (router injected weakly, see ``RouterInjector``); the root view unless
        /// the screen is suspended.
        private(set) var content: AnyView
        /// Whether the root view is emptied (its router's stack was dismantled).
        private(set) var isSuspended = false

        /// Creates the screen of a route.
        ///
        /// - Parameters:
        ///   - content: The route's view, already given the router and the screen reference.
        ///   - reference: The reference `content` carries in its environment.
        ///   - transitions: The route's transitions.
        ///   - zoomAnchor: The anchor box of the link that pushed the route.
        init(
            content: AnyView, reference: RouteScreenReference,
            transitions: RouteTransitions<TransitionStyle>, zoomAnchor: RouteZoomAnchorBox?
        ) {
            self.reference = reference
            self.transitions = transitions
            self.zoomAnchorBox = zoomAnchor
            self.content = content
            super.init(rootView: content)
            reference.controller = self
        }

        /// Replaces the route's view; shown at once unless the screen is suspended.
        ///
        /// - Parameter content: The new view, already given the router and the screen reference.
        func setContent(_ content: AnyView) {
            self.content = content
            if !isSuspended { rootView = content }
        }

        /// Empties the root view, so SwiftUI's graph releases the environment (and the router it
        /// holds strongly); the content is kept, without a strong hold on the router.
        func suspend() {
            guard !isSuspended else { return }
            isSuspended = true
            rootView = AnyView(EmptyView())
        }

        /// Shows the content again after ``suspend()``.
        func resume() {
            guard isSuspended else { return }
            isSuspended = false
            rootView = content
        }

        @available(*, unavailable, message: "Route screens are created by TransitionRouter")
        @MainActor required dynamic init?(coder aDecoder: NSCoder) {
            return nil
        }
    }
#endif
