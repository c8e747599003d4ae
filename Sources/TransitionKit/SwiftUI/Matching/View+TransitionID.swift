#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// Marks this view with an identifier, so that ``TransitionStyle/zoom(id:)`` (returned by
        /// a ``TransitionStack``'s `transition:` closure, passed to a ``RouteLink`` or to a
        /// `transitionSheet`/`transitionFullScreenCover`) zooms from it or into it, and so that
        /// it flies as a matched view when the other screen marks a view with the same one — the
        /// rules of UIKit's `transitionID`, which a `String` identifier shares.
        ///
        /// ```swift
        /// Image(poster.imageName).resizable().transitionID(poster.id)
        /// ```
        ///
        /// The view is found when the transition runs (after the arriving screen's layout, at the
        /// push and again at the pop): an invisible UIKit view laid out behind it carries the
        /// identifier in the screen's view tree. While the zoom's snapshot of it flies, the view
        /// is transparent.
        ///
        /// Bad input: a view of a lazy stack or grid that SwiftUI has not made, or that has
        /// scrolled out of the screen, is not found (the zoom plays its cross-fade fallback from
        /// the leaving screen, and grows into the whole arriving screen); of two visible views
        /// marked with one identifier the first in the view tree's depth-first order is matched
        /// (a debug diagnostic says so); a view inside the presented content itself is part of
        /// the arriving screen, never a source. Device assumption, not verified on a device here:
        /// SwiftUI lays a `UIViewRepresentable` background out as a subview of the hosting
        /// controller's view tree with the marked view's frame.
        ///
        /// - Parameter id: The identifier; a `String` names the same views as UIKit's
        ///   `transitionID`.
        /// - Returns: The marked view.
        public func transitionID<ID: Hashable & Sendable>(_ id: ID) -> some View {
            modifier(TransitionIDModifier(key: TransitionIdentifier.key(id)))
        }
    }

    /// Lays an identifier-carrying zoom anchor behind the view and hides the view while a zoom's
    /// snapshot of it flies.
    private struct TransitionIDModifier: ViewModifier {
        let key: String
        @StateObject private var anchor = RouteZoomAnchorBox()

        func body(content: Content) -> some View {
            content
                .opacity(RouteZoomAnchor.labelOpacity(isSourceHidden: anchor.isSourceHidden))
                .background(RouteZoomAnchorRepresentable(box: anchor, transitionID: key))
        }
    }
#endif
