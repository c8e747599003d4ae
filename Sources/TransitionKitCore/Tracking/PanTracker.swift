import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Progress = start + sign · translation.x / travelDistance (sign: layout direction times operation). Bad
/// input or travel reads `nil`; readings are clamped to ±10⁹, so every reading is finite.
package struct PanTracker: Sendable, Hashable {
    /// Points that are progress 1 (the container width); not finite or under 10⁻³ becomes 0: drives nothing.
    package var travelDistance: CGFloat {
        didSet { travelDistance = Self.normalizedTravel(travelDistance) }
    }
    /// The reading direction; mirrors the axis in right-to-left layouts.
    package var layoutDirection: TransitionLayoutDirection
    /// The operation being driven; a push runs along the opposite direction of a pop.
    package var operation: NavigationOperation
    /// What progress does outside `0...1`.
    package var overshoot: OvershootBehavior

    package init(
        travelDistance: CGFloat,
        layoutDirection: TransitionLayoutDirection,
        operation: NavigationOperation = .pop,
        overshoot: OvershootBehavior = .clamp
    ) {
        self.travelDistance = Self.normalizedTravel(travelDistance)
        self.layoutDirection = layoutDirection
        self.operation = operation
        self.overshoot = overshoot
    }

    /// `+1` or `-1`: the factor that turns a physical x displacement into a displacement along
    /// the operation.
    var axisSign: Double {
        layoutDirection.leadingToTrailingSign * operation.trailingSign
    }

    /// Whether ``travelDistance`` can drive a transition (finite and positive).
    var hasValidTravelDistance: Bool {
        Double(travelDistance).isFinite && travelDistance > 0
    }

    /// `start` is 0 for a fresh pop, the caught progress for an interrupted transition. O(1).
    package func progress(translation: CGPoint, from start: Double = 0) -> Double? {
        rawProgress(translation: translation, from: start).map(overshoot.apply)
    }

    /// `start + sign · dx / travel`, before ``overshoot``. O(1).
    package func rawProgress(translation: CGPoint, from start: Double = 0) -> Double? {
        let dx = Double(translation.x)
        guard hasValidTravelDistance, dx.isFinite, start.isFinite else { return nil }
        return Self.bounded(start + axisSign * dx / Double(travelDistance))
    }

    /// Progress per second for a finger velocity in points per second; only x counts. O(1).
    func progressVelocity(_ velocity: CGPoint) -> Double? {
        let vx = Double(velocity.x)
        guard hasValidTravelDistance, vx.isFinite else { return nil }
        return Self.bounded(axisSign * vx / Double(travelDistance))
    }

    /// For when the recognizer's own velocity is unusable: points per second, `.zero` when the time step is
    /// not positive and finite.
    static func estimatedVelocity(from previous: PanSample, to current: PanSample) -> CGPoint {
        let dt = current.timestamp - previous.timestamp
        guard dt.isFinite, dt > 0 else { return .zero }
        let vx = Double(current.translation.x - previous.translation.x) / dt
        let vy = Double(current.translation.y - previous.translation.y) / dt
        guard vx.isFinite, vy.isFinite else { return .zero }
        return CGPoint(x: vx, y: vy)
    }

    private static func normalizedTravel(_ travel: CGFloat) -> CGFloat {
        travel.isFinite && travel >= 1e-3 ? travel : 0
    }

    /// A reading clamped to ±10⁹ (a sum of huge finite readings may overflow to ±∞).
    private static func bounded(_ reading: Double) -> Double {
        MotionLimits.clamped(reading, to: -1e9...1e9, nan: 0)
    }
}

#if canImport(CoreGraphics)
#endif

/// One pan reading in the navigation controller's view, as `UIPanGestureRecognizer` reports it. It may hold
/// NaN (a recognizer reporting garbage); then it is not equal to itself.
package struct PanSample: Sendable, Equatable {
    /// Finger displacement since the gesture began, in points.
    package var translation: CGPoint
    /// Finger velocity, in points per second.
    package var velocity: CGPoint
    /// When the sample was taken, in seconds on any monotonic clock (e.g. `UITouch.timestamp`).
    package var timestamp: Double

    /// `velocity` is `.zero` when unknown; only differences between timestamps matter.
    package init(translation: CGPoint, velocity: CGPoint = .zero, timestamp: Double = 0) {
        self.translation = translation
        self.velocity = velocity
        self.timestamp = timestamp
    }
}
