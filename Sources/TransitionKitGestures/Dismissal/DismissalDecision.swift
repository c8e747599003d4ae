import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a released dismissal drag does: the outcome, and the springs' start velocities relative to
/// the distance each still has to go, as `UISpringTimingParameters` expects (REFERENCE §2.3, §3.5).
///
/// ```swift
/// let decision = DismissalPolicy.default.resolve(
///     translation: CGPoint(x: 0, y: 220), velocity: CGPoint(x: 0, y: 900),
///     bounds: CGSize(width: 390, height: 844))
/// decision.outcome                 // .dismiss
/// decision.initialVelocity.dy      // 900 / 844
/// ```
///
/// ## Velocity per axis
/// `v_rel = v / (target − current)` for each axis, sign preserved: positive moves toward the
/// target, negative away from it; 1 covers the remaining distance in a second. An axis with less
/// than half a point to go (a hundredth of a percent of scale) starts at 0, never at a huge
/// quotient, and every velocity lies within ±10⁶ (the distance left covered in a microsecond). ``initialVelocity`` is measured toward the default targets — restore: where the drag
/// started; dismiss: one bounds height further along the vertical direction of the projected
/// release (down when that is 0), the horizontal position kept — the driver measures toward the
/// real ones (the source cell).
package struct DismissalDecision: Sendable, Equatable {
    /// Dismiss or restore.
    package let outcome: DismissalOutcome
    /// The position spring's start velocity toward the default target, per axis (see above).
    package let initialVelocity: RelativeVelocity

    /// The translation at release, sanitized.
    package let translation: CGPoint
    /// The finger's velocity at release (points per second), sanitized.
    package let velocity: CGPoint
    /// Where the flick would come to rest (the translation when the policy does not project).
    package let projectedTranslation: CGPoint
    /// The pinch scale at release, sanitized (1 without a pinch).
    package let scale: Double
    /// The pinch's scale per second at release, sanitized.
    package let scaleVelocity: Double

    /// Creates the decision of a policy.
    init(
        outcome: DismissalOutcome, translation: CGPoint, velocity: CGPoint, projectedTranslation: CGPoint,
        bounds: CGSize, scale: Double, scaleVelocity: Double
    ) {
        self.outcome = outcome
        self.translation = translation
        self.velocity = velocity
        self.projectedTranslation = projectedTranslation
        self.scale = scale
        self.scaleVelocity = scaleVelocity
        let target: CGPoint
        switch outcome {
        case .restore:
            target = .zero
        case .dismiss:
            let height = Double(bounds.height)
            let travel = height.isFinite && height > 0 ? min(height, MotionLimits.fractionLimit) : 0
            let direction: Double = projectedTranslation.y < 0 ? -1 : 1
            target = CGPoint(x: translation.x, y: Double(translation.y) + direction * travel)
        }
        initialVelocity = Self.relative(velocity, from: translation, to: target)
    }

    /// The spring velocities toward the driver's real targets.
    ///
    /// - Parameters:
    ///   - current: The screen's offset at the release (the translation when it follows the finger).
    ///   - velocity: The screen's velocity at the release, points per second.
    ///   - target: The translation the screen settles at (zero to restore; the source cell's
    ///     center minus the screen's to dismiss).
    ///   - scaleTarget: The scale it settles at (1 to restore; the source's width over the
    ///     screen's to dismiss).
    /// - Returns: The position spring's velocity per axis and the scale spring's velocity (for
    ///   its `dx`, the component UIKit reads for a transform).
    package func handOff(
        from current: CGPoint, velocity: CGPoint, toward target: CGPoint, scaleTarget: Double
    )
        -> DismissalHandOff
    {
        DismissalHandOff(
            position: Self.relative(velocity, from: current, to: target),
            scale: Self.relative(scaleVelocity, from: scale, to: scaleTarget, within: Self.scaleTolerance))
    }

    /// The distance, in points, below which a position spring starts at 0 (half a point).
    package static let positionTolerance = 0.5
    /// The distance, in scale, below which the scale spring starts at 0 (a hundredth of a percent).
    package static let scaleTolerance = 1e-4

    /// `v / (target − current)` per axis (see the type's discussion).
    package static func relative(_ velocity: CGPoint, from current: CGPoint, to target: CGPoint)
        -> RelativeVelocity
    {
        RelativeVelocity(
            dx: relative(
                Double(velocity.x), from: Double(current.x), to: Double(target.x), within: positionTolerance),
            dy: relative(
                Double(velocity.y), from: Double(current.y), to: Double(target.y), within: positionTolerance))
    }

    /// `v / (target − current)`; 0 when less than `within` is left to go or any input is not
    /// finite; clamped to ±10⁶ (``MotionLimits/handOffVelocity``).
    package static func relative(_ velocity: Double, from current: Double, to target: Double, within: Double)
        -> Double
    {
        let remaining = target - current
        guard velocity.isFinite, remaining.isFinite, abs(remaining) >= within else { return 0 }
        return MotionLimits.handOff(velocity / remaining)
    }
}

/// Where a released dismissal goes.
///
/// ```swift
/// DismissalPolicy.default.resolve(translation: .zero, velocity: .zero, bounds: size).outcome  // .restore
/// ```
package enum DismissalOutcome: Sendable, Hashable, CaseIterable {
    /// The screen leaves: the pop (or the dismissal) finishes.
    case dismiss
    /// The screen springs back: the pop (or the dismissal) is cancelled.
    case restore

    /// The interaction's outcome: `.finish` for `.dismiss`, `.cancel` for `.restore`.
    var releaseOutcome: ReleaseOutcome {
        switch self {
        case .dismiss: .finish
        case .restore: .cancel
        }
    }
}

/// The start velocities of a released dismissal's springs, relative to what each has left to go.
package struct DismissalHandOff: Sendable, Hashable {
    /// The position spring's (UIKit reads `dx` for `center.x`, `dy` for `center.y`).
    package var position: RelativeVelocity
    /// The scale spring's (UIKit reads one component, `dx`, for a transform).
    package var scale: Double
}
