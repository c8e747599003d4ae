import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PercentDrivenTransitionPort {
    /// Continues on `spring` from the decision's velocity (relative to the progress left), then finishes or
    /// cancels; an animator that is not interruptible ignores the curve (``SpringTiming/completionSpeed``).
    package func release(_ decision: ReleaseDecision, spring: SpringTiming) {
        setTimingCurve(.spring(spring), initialVelocity: RelativeVelocity(decision.initialVelocity))
        completionAnimationCurve = .easeOut
        completionSpeed = CGFloat(
            spring.completionSpeed(
                remainingDistance: decision.remainingDistance, transitionDuration: Double(duration)))
        switch decision.outcome {
        case .finish: finish()
        case .cancel: cancel()
        }
    }
}
