import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which zoom view the flying snapshot is taken of, and whether after screen updates (the arriving
/// screen is not rendered yet); `nil` when neither frame is usable (see Animators internals).
package struct ZoomSnapshotChoice: Sendable, Hashable {
    /// One of the zoom's two views.
    package enum View: Sendable, Hashable {
        /// The small view in the screen nearer the root (a grid cell's image).
        case source
        /// The large view in the pushed screen (the detail's image).
        case destination
    }

    package var view: View
    /// Whether to render pending updates first (`snapshotView(afterScreenUpdates:)`).
    package var afterScreenUpdates: Bool

    package init(view: View, afterScreenUpdates: Bool) {
        self.view = view
        self.afterScreenUpdates = afterScreenUpdates
    }

    /// Which view an app asks the flying copy to be taken from.
    package enum Preference: Sendable, Hashable {
        /// The view that shows content (see the type's rule).
        case automatic
        /// The source (the small view in the screen nearer the root).
        case source
        /// The destination (the large view in the pushed screen).
        case destination

        package init(_ view: View) {
            switch view {
            case .source: self = .source
            case .destination: self = .destination
            }
        }
    }

    /// `geometry` is sanitized first; `showingImages`: the views that are image views showing an image.
    package static func choose(
        for geometry: TransitionGeometry, preferring preference: Preference = .automatic,
        showingImages: Set<View> = []
    ) -> ZoomSnapshotChoice? {
        let zoom = geometry.sanitized().zoom
        let order: [View]
        switch preference {
        case .source: order = [.source, .destination]
        case .destination: order = [.destination, .source]
        case .automatic:
            order = [View.destination, .source].filter(showingImages.contains) + [.destination, .source]
        }
        let usable = order.first { view in
            (view == .destination ? zoom.destinationFrame : zoom.sourceFrame) != nil
        }
        guard let view = usable else { return nil }
        let inPushedScreen = view == .destination
        let pushedScreenIsShown = geometry.operation == .push
        return ZoomSnapshotChoice(view: view, afterScreenUpdates: inPushedScreen == pushedScreenIsShown)
    }
}
