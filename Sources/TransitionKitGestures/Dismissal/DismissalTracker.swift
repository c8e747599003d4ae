import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Tracks a dismissal drag in 2-D: the screen's translation, the finger's velocity and the pinch's
/// scale and scale velocity, from a recognizer's readings.
///
/// ```swift
/// var tracker = DismissalTracker()
/// tracker.begin()                                                   // or begin(at:) a caught pose
/// tracker.record(translation: CGPoint(x: 3, y: 120), velocity: CGPoint(x: 0, y: 600), timestamp: 0.1)
/// tracker.translation        // (3, 120)
/// tracker.velocity           // (0, 600)
/// ```
///
/// ## Catching a settling screen
/// ``begin(at:scale:)`` starts from the pose the screen is in (the translation and pinch scale it
/// was caught at): readings are the new finger's, measured from where it landed, and add to it,
/// so the screen does not jump.
///
/// ## Bad input
/// A non-finite translation component keeps that component's previous value; a non-finite
/// velocity is estimated from the last two translations and their timestamps, as the pan tracker
/// estimates one (0 when the time step is not positive and finite or the estimate is not); a non-finite pinch scale keeps the previous one, a negative
/// one counts as 0; a non-finite scale velocity counts as 0. Every reading is finite.
///
/// - Complexity: Every reading is O(1) and allocates nothing.
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

    /// Creates a tracker at rest.
    package init() {}

    /// Starts a drag from a pose: zero for a fresh drag, the caught pose for a settling screen.
    ///
    /// - Parameters:
    ///   - translation: The screen's translation now.
    ///   - scale: The screen's pinch scale now.
    package mutating func begin(at translation: CGPoint = .zero, scale: Double = 1) {
        origin = DismissalPolicy.sanitized(translation)
        originScale = DismissalPolicy.sanitizedScale(scale)
        self.translation = origin
        self.scale = originScale
        velocity = .zero
        scaleVelocity = 0
        lastTimestamp = nil
    }

    /// Records the recognizer's readings.
    ///
    /// - Parameters:
    ///   - translation: The finger's translation since it landed, in points.
    ///   - velocity: The finger's velocity, in points per second.
    ///   - pinchScale: The pinch recognizer's scale since it began (1 without a pinch).
    ///   - scaleVelocity: The pinch recognizer's velocity, scale per second.
    ///   - timestamp: Seconds on a monotonic clock.
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
