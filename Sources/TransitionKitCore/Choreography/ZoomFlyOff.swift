import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a zoom's popped screen flies when its source is gone: along the release velocity, just out of the
/// container; slower than ``minimumSpeed`` or unusable: straight down. Plan and dismissal alike.
struct ZoomFlyOff: Sendable {
    /// Below this speed (points per second) the velocity says nothing about a direction.
    static let minimumSpeed = 1.0

    /// The unit direction, in container coordinates (y down).
    package let direction: (x: Double, y: Double)

    /// Points per second in container coordinates; `.zero` (or unusable) flies straight down.
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

    /// The shortest distance along ``direction`` after which `frame` no longer overlaps `container` on one
    /// axis; 0 for a frame already outside.
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
