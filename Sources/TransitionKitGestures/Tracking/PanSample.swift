import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One reading of a pan gesture: where the finger is relative to where it went down, how fast it
/// moves, and when.
///
/// Values are in points and points per second in the coordinate space of the view that hosts the
/// transition (the navigation controller's view), exactly as `UIPanGestureRecognizer` reports
/// `translation(in:)` and `velocity(in:)`.
///
/// ```swift
/// let sample = PanSample(translation: CGPoint(x: 117, y: 4), velocity: CGPoint(x: 800, y: 0),
///                        timestamp: 12.5)
/// ```
///
/// Samples may carry NaN or infinite numbers (a recogniser reporting garbage); consumers define
/// what happens: ``PanTracker`` returns `nil` for a non-finite translation and
/// ``InteractionMachine`` ignores such a sample or estimates a missing velocity from timestamps.
/// A sample holding NaN is not equal to itself, as NaN is not.
public struct PanSample: Sendable, Equatable {
    /// Finger displacement since the gesture began, in points.
    public var translation: CGPoint
    /// Finger velocity, in points per second.
    public var velocity: CGPoint
    /// When the sample was taken, in seconds on any monotonic clock (e.g. `UITouch.timestamp`).
    public var timestamp: Double

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - translation: Displacement since the gesture began, in points.
    ///   - velocity: Velocity in points per second; `.zero` when unknown.
    ///   - timestamp: Time of the sample in seconds; only differences between samples matter.
    public init(translation: CGPoint, velocity: CGPoint = .zero, timestamp: Double = 0) {
        self.translation = translation
        self.velocity = velocity
        self.timestamp = timestamp
    }
}
