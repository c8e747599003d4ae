import Foundation

/// The one mapping from a 2-D drag (translation and pinch scale) to the progress of a transition
/// — the zoom dismissal's feed of a ``TransitionInteraction``:
///
/// ```swift
/// let drag = DragProgress(referenceDistance: 800)
/// drag.progress(translation: CGPoint(x: 0, y: 200), scale: 0.9)        // max(0.25, 0.2) = 0.25
/// drag.velocity(translationVelocity: CGPoint(x: 0, y: 400), scaleVelocity: -1)  // max(0.5, 2) = 2
/// ```
///
/// - progress = max(translation.y / referenceDistance, (1 − scale) / (1 − ``minimumScale``)):
///   dragging down by the reference distance, or pinching down to the minimum scale, is a whole
///   transition; whichever has gone further decides.
/// - velocity (progress per second) = max(translationVelocity.y / referenceDistance,
///   −scaleVelocity / (1 − ``minimumScale``)): a flick of either toward closing counts.
///
/// Bad input: a non-finite translation component or velocity counts as 0, a non-finite scale as
/// 1 (no pinch), a negative scale as 0; a reference distance that is not positive and finite
/// makes the translation count as 0. Values outside 0…1 pass through (the release policy's
/// overshoot rule rubber-bands them).
package struct DragProgress: Sendable, Equatable {
    /// The pinch scale that is a whole transition: 0.5.
    package static let minimumScale = 0.5

    /// The vertical distance (points) that is a whole transition: the navigation controller's
    /// view height.
    package var referenceDistance: Double

    /// Creates the mapping for `referenceDistance`.
    ///
    /// - Parameter referenceDistance: Points of vertical drag that are a whole transition.
    package init(referenceDistance: Double) {
        self.referenceDistance = referenceDistance
    }

    /// The progress of a drag.
    ///
    /// - Parameters:
    ///   - translation: The finger's offset from where the drag began, in points.
    ///   - scale: The pinch scale (1 = unchanged).
    /// - Returns: The progress (0 = where it started, 1 = complete).
    package func progress(translation: CGPoint, scale: Double) -> Double {
        max(perPoint(Double(translation.y)), perScaleLost(1 - Self.finite(scale, or: 1, atLeast: 0)))
    }

    /// The progress velocity of a released drag.
    ///
    /// - Parameters:
    ///   - translationVelocity: Points per second.
    ///   - scaleVelocity: Scale per second (negative while pinching in).
    /// - Returns: Progress per second, positive toward completion.
    package func velocity(translationVelocity: CGPoint, scaleVelocity: Double) -> Double {
        max(perPoint(Double(translationVelocity.y)), perScaleLost(-Self.finite(scaleVelocity, or: 0)))
    }

    private func perPoint(_ points: Double) -> Double {
        guard referenceDistance.isFinite, referenceDistance > 0 else { return 0 }
        return Self.finite(points, or: 0) / referenceDistance
    }

    private func perScaleLost(_ lost: Double) -> Double {
        lost / (1 - Self.minimumScale)
    }

    private static func finite(_ value: Double, or fallback: Double, atLeast floor: Double = -.infinity)
        -> Double
    {
        value.isFinite ? max(value, floor) : fallback
    }
}
