#if canImport(UIKit)
    import UIKit

    /// `UIPercentDrivenInteractiveTransition` is the ``PercentDrivenTransitioning`` port: `update(_:)`,
    /// `finish()`, `cancel()`, `pause()`, `duration`, `percentComplete`, `completionSpeed` and
    /// `wantsInteractiveStart` are UIKit's own; the curve and timing members convert.
    extension UIPercentDrivenInteractiveTransition: PercentDrivenTransitioning {
        /// `completionCurve`, neutral.
        package var completionAnimationCurve: AnimationCurve {
            get { AnimationCurve(completionCurve) }
            set { completionCurve = newValue.uiKitCurve }
        }

        /// Sets `timingCurve` from a neutral timing.
        package func setTimingCurve(_ timing: Timing?, initialVelocity: RelativeVelocity) {
            timingCurve = timing?.timingParameters(initialVelocity: initialVelocity.vector)
        }
    }
#endif
