import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Tracks a dismissal drag in 2-D; a caught screen starts from its pose so it does not jump. Every reading
/// is finite: bad input is replaced as `GesturesInternals` describes. O(1) per reading.
package struct DismissalTracker: Sendable, Equatable {
    /// The screen's offset from where it rests, in points.
    package private(set) var translation: CGPoint = .zero
    /// The finger's velocity, in points per second.
    package private(set) var velocity: CGPoint = .zero
    /// The screen's pinch scale (1 = none).
    package private(set) var scale: Double = 1
    /// The pinch's scale per second.
    package private(set) var scaleVelocity: Double = 0

    private var origin: CGPoint = .zero
    private var originScale: Double = 1
    private var lastTimestamp: Double?

    package init() {}

    /// Zero for a fresh drag; the caught pose (translation in points, pinch scale) for a settling screen.
    package mutating func begin(at translation: CGPoint = .zero, scale: Double = 1) {
        origin = DismissalPolicy.sanitized(translation)
        originScale = DismissalPolicy.sanitizedScale(scale)
        self.translation = origin
        self.scale = originScale
        velocity = .zero
        scaleVelocity = 0
        lastTimestamp = nil
    }

    /// Translation in points since the finger landed, velocity in points per second, pinch scale since it
    /// began (1 without one) and scale per second; `timestamp` in seconds on a monotonic clock.
    package mutating func record(
        translation reading: CGPoint, velocity speed: CGPoint, pinchScale: Double = 1,
        scaleVelocity: Double = 0,
        timestamp: Double
    ) {
        let previous = translation
        let x = Double(reading.x)
        let y = Double(reading.y)
        translation = DismissalPolicy.sanitized(
            CGPoint(
                x: x.isFinite ? Double(origin.x) + x : Double(previous.x),
                y: y.isFinite ? Double(origin.y) + y : Double(previous.y)))
        if Double(speed.x).isFinite, Double(speed.y).isFinite {
            velocity = DismissalPolicy.sanitized(speed)
        } else {
            velocity = DismissalPolicy.sanitized(
                PanTracker.estimatedVelocity(
                    from: PanSample(translation: previous, timestamp: lastTimestamp ?? .nan),
                    to: PanSample(translation: translation, timestamp: timestamp)))
        }
        if pinchScale.isFinite {
            scale = DismissalPolicy.sanitizedScale(originScale * max(pinchScale, 0))
        }
        self.scaleVelocity = DismissalPolicy.sanitized(scaleVelocity)
        if timestamp.isFinite { lastTimestamp = timestamp }
    }
}
