#if canImport(UIKit)
    import UIKit

    /// `UIPanGestureRecognizer` is the ``GestureReading`` port: translation, velocity, location,
    /// `setTranslation(_:in:)`, `isEnabled` and `view` are UIKit's own; the state converts.
    extension UIPanGestureRecognizer: GestureReading {
        /// The view type: `UIView`.
        package typealias PortView = UIView

        /// `state`, neutral.
        package var recognizerState: GestureRecognizerState { GestureRecognizerState(state) }
    }

    /// `UITouch` is the ``TouchReading`` port: `location(in:)` is UIKit's own.
    extension UITouch: TouchReading {
        package typealias PortView = UIView
    }

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
