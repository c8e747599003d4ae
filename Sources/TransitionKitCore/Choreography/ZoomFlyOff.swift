import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a zoom's popped screen flies when its source is gone
/// (`TransitionStyle.MissingSource.flyOff`): along the finger's release velocity, just far
/// enough to leave the container. The plan's pop and a zoom dismissal's settle (a dragged screen
/// released with its source gone) both fly this way.
///
/// ```swift
/// let flyOff = ZoomFlyOff(velocity: CGPoint(x: 300, y: 400))     // direction (0.6, 0.8)
/// flyOff.translation(moving: screen, outOf: container)           // screen ends outside
/// ```
///
/// ## Bad input
/// A velocity that is zero, not finite, or slower than ``minimumSpeed`` points per second in
/// both axes together (a finger that stopped before letting go; a non-interactive pop) takes the
/// default direction, straight down. A frame already outside the container moves by 0.
package struct ZoomFlyOff: Sendable {
    /// Below this speed (points per second) the velocity says nothing about a direction.
    static let minimumSpeed = 1.0

    /// The unit direction, in container coordinates (y down).
    package let direction: (x: Double, y: Double)

    /// Creates the fly-off for a release velocity.
    ///
    /// - Parameter velocity: Points per second in container coordinates; `.zero` (or unusable)
    ///   flies straight down.
    package init(velocity: CGPoint) {
        let x = Double(velocity.x)
        let y = Double(velocity.y)
        let speed = hypot(x, y)
        guard x.isFinite, y.isFinite, speed >= Self.minimumSpeed else {
            direction = (0, 1)
            return
        }
        direction = (x / speed, y / speed)
    }

    /// The translation along ``direction`` that moves `frame` just out of `container`: the
    /// shortest distance `d` after which the moved frame no longer overlaps it on one axis
    /// (per axis, the gap to cross over that axis's direction component).
    ///
    /// - Parameters:
    ///   - frame: The popped screen's frame (sanitized: finite, with area).
    ///   - container: The container's bounds (sanitized).
    /// - Returns: `translation(x: d · direction.x, y: d · direction.y)`.
    package func translation(moving frame: CGRect, outOf container: CGRect) -> Transform2D {
        var distance = Double.infinity
        if direction.x > 0 {
            distance = min(distance, Double(container.maxX - frame.minX) / direction.x)
        } else if direction.x < 0 {
            distance = min(distance, Double(frame.maxX - container.minX) / -direction.x)
        }
        if direction.y > 0 {
            distance = min(distance, Double(container.maxY - frame.minY) / direction.y)
        } else if direction.y < 0 {
            distance = min(distance, Double(frame.maxY - container.minY) / -direction.y)
        }
        let moved = distance.isFinite ? max(distance, 0) : 0
        return .translation(x: moved * direction.x, y: moved * direction.y)
    }
}
