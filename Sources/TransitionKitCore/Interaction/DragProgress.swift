import Foundation

/// Maps a 2-D drag to progress: max(translation.y / referenceDistance, (1 − scale) / (1 − minimumScale)),
/// whichever has gone further; the same form for velocities. Non-finite inputs count as no drag.
package struct DragProgress: Sendable, Equatable {
    /// The pinch scale that is a whole transition: 0.5.
    package static let minimumScale = 0.5

    /// The vertical distance (points) that is a whole transition: the navigation controller's
    /// view height.
    package var referenceDistance: Double

    package init(referenceDistance: Double) {
        self.referenceDistance = referenceDistance
    }

    /// Progress (0 = start, 1 = complete; not clamped): `translation` in points, `scale` 1 = no pinch.
    package func progress(translation: CGPoint, scale: Double) -> Double {
        max(perPoint(Double(translation.y)), perScaleLost(1 - Self.finite(scale, or: 1, atLeast: 0)))
    }

    /// Progress per second: points per second and scale per second (negative while pinching in).
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
