import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PercentDrivenTransitioning {
    /// Lets a percent-driven transition go toward a decided release: it continues on `spring`,
    /// starting at the decision's velocity relative to the progress still to go, then finishes or
    /// cancels — the pan driver's release and the zoom dismissal's alike.
    ///
    /// ```swift
    /// transition.release(ReleasePolicy.default.decision(.finish, progress: 0.4, velocity: 1.2), spring: .handOff)
    /// // timingCurve .spring(handOff) at 1.2 / 0.6 = 2, then finish()
    /// ```
    ///
    /// Animators that are not interruptible ignore the timing curve; UIKit completes them with
    /// `completionCurve` (`.easeOut`) over `remaining · duration / completionSpeed` seconds, the
    /// speed chosen so that this lasts about the spring's perceptual duration.
    ///
    /// - Parameters:
    ///   - decision: The outcome and the hand-off velocity.
    ///   - spring: The spring the transition continues with.
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
