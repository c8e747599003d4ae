import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an app's veto hears about a dismissal gesture that is about to begin: asked after every
/// other rule allowed it and before anything is measured or snapshotted (the moment to zoom a page
/// out or stop a video).
///
/// ```swift
/// transitions.zoomDismissal?.shouldBegin = { screen, start in start.translation.y > 0 }
/// ```
public struct DismissalStart: Sendable, Equatable {
    /// The gesture: a drag, a pinch or the edge swipe.
    public let gesture: DismissalGesture
    /// The finger's translation so far, in points (zero for a pinch).
    public let translation: CGPoint

    /// Creates a start.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - translation: Its translation so far.
    package init(gesture: DismissalGesture, translation: CGPoint) {
        self.gesture = gesture
        self.translation = translation
    }
}
