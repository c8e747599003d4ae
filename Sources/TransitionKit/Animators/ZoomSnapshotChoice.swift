import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which of a zoom's two views the flying snapshot is taken of, and whether it must be rendered
/// first.
///
/// The larger destination view gives the sharper snapshot, so it is preferred whenever it has a
/// usable frame; otherwise the source is used. A view in the screen being shown has not been
/// rendered yet, so its snapshot needs `afterScreenUpdates: true`; a view in the screen being
/// left is on screen and is taken as it is. The source lives in the screen nearer the root and
/// the destination in the pushed screen, so:
///
/// | operation | snapshot of | after screen updates |
/// | --- | --- | --- |
/// | push | destination | `true` |
/// | push, destination unusable | source | `false` |
/// | pop | destination | `false` |
/// | pop, destination unusable | source | `true` |
///
/// ```swift
/// ZoomSnapshotChoice.choose(for: geometry)   // from the geometry the plan was made of
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

    /// Chooses the snapshot for a zoom geometry.
    ///
    /// - Parameter geometry: The transition's geometry (sanitised first).
    /// - Returns: The choice, or `nil` when neither zoom frame is usable.
    package static func choose(for geometry: TransitionGeometry) -> ZoomSnapshotChoice? {
        let zoom = geometry.sanitized().zoom
        let view: View
        if zoom.destinationFrame != nil {
            view = .destination
        } else if zoom.sourceFrame != nil {
            view = .source
        } else {
            return nil
        }
        let inPushedScreen = view == .destination
        let pushedScreenIsShown = geometry.operation == .push
        return ZoomSnapshotChoice(view: view, afterScreenUpdates: inPushedScreen == pushedScreenIsShown)
    }
}
