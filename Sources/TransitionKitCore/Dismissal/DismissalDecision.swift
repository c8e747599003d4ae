import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The outcome of a released drag and the springs' start velocities, `v / (target − current)` per axis as
/// `UISpringTimingParameters` expects (REFERENCE §2.3, §3.5); the rules: `GesturesInternals`.
package struct DismissalDecision: Sendable, Equatable {
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

    /// Toward the real targets (the source cell): `current` and `target` are translations in points,
    /// `velocity` points per second; UIKit reads the scale spring's velocity from `dx`.
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
