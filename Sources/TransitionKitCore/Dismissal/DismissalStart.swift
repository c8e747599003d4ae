import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A dismissal gesture about to begin, as the coordinator asks its veto; the driver hands the
/// app's `shouldBegin` its two parts.
package struct DismissalStart: Sendable, Equatable {
    /// The gesture: a drag, a pinch or the edge swipe.
    package let gesture: DismissalGesture
    /// The finger's translation so far, in points (zero for a pinch).
    package let translation: CGPoint

    package init(gesture: DismissalGesture, translation: CGPoint) {
        self.gesture = gesture
        self.translation = translation
    }
}
