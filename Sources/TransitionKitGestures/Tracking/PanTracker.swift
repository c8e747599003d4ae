import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns pan samples into transition progress along the horizontal axis.
///
/// Progress is the finger's displacement in the direction of the operation divided by the travel
/// distance (usually the container's width), added to the progress the gesture started from:
///
///     progress = start + sign · translation.x / travelDistance
///     sign     = layoutDirection.leadingToTrailingSign · operation.trailingSign
///
/// so on pop a left-to-right drag of half the width reads 0.5, and in right-to-left layouts the
/// same drag to the left reads 0.5. Only the horizontal component counts; drags against the
/// operation lower progress (and ``overshoot`` decides what happens below 0 and above 1).
///
/// ```swift
/// let tracker = PanTracker(travelDistance: 390, layoutDirection: .leftToRight)
/// tracker.progress(translation: CGPoint(x: 117, y: 30))         // 0.3
/// tracker.progressVelocity(CGPoint(x: 800, y: 0))               // ≈ 2.0513 per second
/// ```
///
/// Bad input: a travel distance that is not finite and positive makes every reading `nil` (the
/// gesture cannot drive anything); a non-finite translation or velocity reading is `nil` too.
/// Readings are clamped to ±10⁹ progress units (per second), so every reading is finite.
package struct PanTracker: Sendable, Hashable {
    /// The distance, in points, that corresponds to progress 1 (e.g. the container width).
    /// Normalized when set (and by the initializer): a value that is not finite, or below 10⁻³
    /// points (a travel no finger can cover), becomes 0 — no valid travel distance.
    package var travelDistance: CGFloat {
        didSet { travelDistance = Self.normalizedTravel(travelDistance) }
    }
    /// The reading direction; mirrors the axis in right-to-left layouts.
    package var layoutDirection: TransitionLayoutDirection
    /// The operation being driven; a push runs along the opposite direction of a pop.
    package var operation: NavigationOperation
    /// What progress does outside `0...1`.
    package var overshoot: OvershootBehavior

    /// Creates a tracker.
    ///
    /// - Parameters:
    ///   - travelDistance: Points that map to progress 1; must be finite and positive to track.
    ///   - layoutDirection: Reading direction of the container.
    ///   - operation: The operation being driven, `.pop` by default.
    ///   - overshoot: Behavior outside `0...1`, `.clamp` by default.
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

    /// Progress for a translation, measured from a starting progress.
    ///
    /// - Parameters:
    ///   - translation: Finger displacement since the gesture began, in points.
    ///   - start: The progress when the gesture began (0 for a fresh pop; the caught progress
    ///     when a settling transition is interrupted).
    /// - Returns: Progress shaped by ``overshoot``, or `nil` when the travel distance is invalid or
    ///   the translation's x or the start is not finite.
    /// - Complexity: O(1), no allocation.
    package func progress(translation: CGPoint, from start: Double = 0) -> Double? {
        rawProgress(translation: translation, from: start).map(overshoot.apply)
    }

    /// Progress for a translation before ``overshoot`` shapes it: `start + sign · dx / travel`.
    ///
    /// - Parameters:
    ///   - translation: Finger displacement since the gesture began, in points.
    ///   - start: The progress when the gesture began.
    /// - Returns: The unshaped progress, or `nil` when the travel distance is invalid or the
    ///   translation's x or the start is not finite.
    /// - Complexity: O(1), no allocation.
    package func rawProgress(translation: CGPoint, from start: Double = 0) -> Double? {
        let dx = Double(translation.x)
        guard hasValidTravelDistance, dx.isFinite, start.isFinite else { return nil }
        return Self.bounded(start + axisSign * dx / Double(travelDistance))
    }

    /// Progress velocity, in progress units per second, for a finger velocity in points per second.
    ///
    /// - Parameter velocity: Finger velocity; only x counts.
    /// - Returns: `axisSign · velocity.x / travelDistance`, or `nil` when the travel distance is
    ///   invalid or `velocity.x` is not finite.
    /// - Complexity: O(1), no allocation.
    package func progressVelocity(_ velocity: CGPoint) -> Double? {
        let vx = Double(velocity.x)
        guard hasValidTravelDistance, vx.isFinite else { return nil }
        return Self.bounded(axisSign * vx / Double(travelDistance))
    }

    /// Estimates a finger velocity from two samples when the recognizer's own is unusable.
    ///
    /// - Parameters:
    ///   - previous: The earlier sample.
    ///   - current: The later sample.
    /// - Returns: Δtranslation / Δtime in points per second, or `.zero` when the time step is not
    ///   positive and finite or the result is not finite.
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
/// Samples may carry NaN or infinite numbers (a recognizer reporting garbage); consumers define
/// what happens: ``PanTracker`` returns `nil` for a non-finite translation and
/// ``InteractionMachine`` ignores such a sample or estimates a missing velocity from timestamps.
/// A sample holding NaN is not equal to itself, as NaN is not.
package struct PanSample: Sendable, Equatable {
    /// Finger displacement since the gesture began, in points.
    package var translation: CGPoint
    /// Finger velocity, in points per second.
    package var velocity: CGPoint
    /// When the sample was taken, in seconds on any monotonic clock (e.g. `UITouch.timestamp`).
    package var timestamp: Double

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - translation: Displacement since the gesture began, in points.
    ///   - velocity: Velocity in points per second; `.zero` when unknown.
    ///   - timestamp: Time of the sample in seconds; only differences between samples matter.
    package init(translation: CGPoint, velocity: CGPoint = .zero, timestamp: Double = 0) {
        self.translation = translation
        self.velocity = velocity
        self.timestamp = timestamp
    }
}
