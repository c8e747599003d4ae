import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which of a zoom's two views the flying snapshot is taken of, and whether it must be rendered
/// first.
///
/// By default (``Preference/automatic``) the copy comes from whichever view shows content: an
/// image view showing an image (the destination first, it is the larger, so the sharper), else
/// the destination if it has a usable frame, else the source — so a destination whose image is
/// still loading never flies as a blank rectangle. An app can ask for the source or the
/// destination (``Preference``); the other one is taken when the asked one has no usable frame.
///
/// A view in the screen being shown has not been rendered yet, so its snapshot needs
/// `afterScreenUpdates: true`; a view in the screen being left is on screen and is taken as it
/// is. The source lives in the screen nearer the root and the destination in the pushed screen,
/// so:
///
/// | operation | snapshot of | after screen updates |
/// | --- | --- | --- |
/// | push | destination | `true` |
/// | push | source | `false` |
/// | pop | destination | `false` |
/// | pop | source | `true` |
///
/// ```swift
/// ZoomSnapshotChoice.choose(for: geometry)   // from the geometry the plan was made of
/// ZoomSnapshotChoice.choose(for: geometry, preferring: .automatic, showingImages: [.source])
/// ```
///
/// Returns `nil` when neither frame is usable (the zoom's cross-fade fallback has no snapshot).
package struct ZoomSnapshotChoice: Sendable, Hashable {
    /// One of the zoom's two views.
    package enum View: Sendable, Hashable {
        /// The small view in the screen nearer the root (a grid cell's image).
        case source
        /// The large view in the pushed screen (the detail's image).
        case destination
    }

    /// The view to snapshot.
    package var view: View
    /// Whether to render pending updates first (`snapshotView(afterScreenUpdates:)`).
    package var afterScreenUpdates: Bool

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - view: The view to snapshot.
    ///   - afterScreenUpdates: Whether to render pending updates first.
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

        /// Asks for one view.
        ///
        /// - Parameter view: The view the app asks for.
        package init(_ view: View) {
            switch view {
            case .source: self = .source
            case .destination: self = .destination
            }
        }
    }

    /// Chooses the snapshot for a zoom geometry.
    ///
    /// - Parameters:
    ///   - geometry: The transition's geometry (sanitized first).
    ///   - preference: The view the app asks for; `.automatic` by default.
    ///   - showingImages: The views that are image views showing an image.
    /// - Returns: The choice, or `nil` when neither zoom frame is usable.
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
