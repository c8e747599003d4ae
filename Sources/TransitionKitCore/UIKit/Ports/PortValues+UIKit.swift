#if canImport(UIKit)
    import UIKit

    // Every 1:1 mapping between UIKit's enums and the ports' neutral values, in one place, so
    // the adapters hold no `switch` of their own.

    extension AnimatingState {
        package init(_ state: UIViewAnimatingState) {
            switch state {
            case .inactive: self = .inactive
            case .active: self = .active
            case .stopped: self = .stopped
            @unknown default: self = .active
            }
        }
    }

    extension AnimatingPosition {
        package init(_ position: UIViewAnimatingPosition) {
            switch position {
            case .end: self = .end
            case .start: self = .start
            case .current: self = .current
            @unknown default: self = .current
            }
        }

        /// UIKit's position.
        package var uiKitPosition: UIViewAnimatingPosition {
            switch self {
            case .end: .end
            case .start: .start
            case .current: .current
            }
        }
    }

    extension GestureRecognizerState {
        /// `.recognized` is `.ended`.
        package init(_ state: UIGestureRecognizer.State) {
            switch state {
            case .possible: self = .possible
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .failed: self = .failed
            @unknown default: self = .failed
            }
        }
    }

    extension TransitionContextKey {
        /// UIKit's view controller key.
        var viewControllerKey: UITransitionContextViewControllerKey {
            switch self {
            case .from: .from
            case .to: .to
            }
        }

        /// UIKit's view key.
        var viewKey: UITransitionContextViewKey {
            switch self {
            case .from: .from
            case .to: .to
            }
        }
    }

    extension PresentationStyle {
        /// tvOS's blur style and unknown future styles read as `.custom`.
        package init(_ style: UIModalPresentationStyle) {
            switch style {
            case .none: self = .none
            case .fullScreen: self = .fullScreen
            case .pageSheet: self = .pageSheet
            case .formSheet: self = .formSheet
            case .currentContext: self = .currentContext
            case .custom: self = .custom
            case .overFullScreen: self = .overFullScreen
            case .overCurrentContext: self = .overCurrentContext
            case .popover: self = .popover
            case .automatic: self = .automatic
            default: self = .custom
            }
        }

        /// UIKit's style: exhaustive, so a neutral style added later must name its UIKit style.
        package var uiKitStyle: UIModalPresentationStyle {
            switch self {
            case .none: return .none
            case .fullScreen: return .fullScreen
            case .pageSheet: return .pageSheet
            case .formSheet: return .formSheet
            case .currentContext: return .currentContext
            case .custom: return .custom
            case .overFullScreen: return .overFullScreen
            case .overCurrentContext: return .overCurrentContext
            case .popover: return .popover
            case .automatic: return .automatic
            }
        }
    }

    extension AnimationCurve {
        package init(_ curve: UIView.AnimationCurve) {
            switch curve {
            case .easeInOut: self = .easeInOut
            case .easeIn: self = .easeIn
            case .easeOut: self = .easeOut
            case .linear: self = .linear
            @unknown default: self = .easeInOut
            }
        }

        /// UIKit's curve.
        var uiKitCurve: UIView.AnimationCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    extension RelativeVelocity {
        /// The velocity as UIKit's `CGVector`.
        package var vector: CGVector { CGVector(dx: dx, dy: dy) }
    }

    extension TransitionCoordinatorContext {
        /// The readings of UIKit's coordinator context, taken now.
        @MainActor
        package init(_ context: any UIViewControllerTransitionCoordinatorContext) {
            self.init(
                isAnimated: context.isAnimated, isInteractive: context.isInteractive,
                initiallyInteractive: context.initiallyInteractive, isInterruptible: context.isInterruptible,
                isCancelled: context.isCancelled, percentComplete: context.percentComplete,
                transitionDuration: context.transitionDuration,
                presentationStyle: PresentationStyle(context.presentationStyle))
        }
    }

    extension Transform2D {
        /// See ``init(a:b:c:d:tx:ty:)``.
        package init(_ transform: CGAffineTransform) {
            self.init(
                a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                d: Double(transform.d),
                tx: Double(transform.tx), ty: Double(transform.ty))
        }
    }

    extension RGBA {
        /// Resolved for the current traits, in extended sRGB.
        package init(resolving color: UIColor) {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        }
    }

    /// `UIPanGestureRecognizer` is the ``GestureRecognizerPort`` port: translation, velocity, location,
    /// `setTranslation(_:in:)`, `isEnabled` and `view` are UIKit's own; the state converts.
    extension UIPanGestureRecognizer: GestureRecognizerPort {
        package typealias PortView = UIView

        /// `state`, neutral.
        package var recognizerState: GestureRecognizerState { GestureRecognizerState(state) }
    }

    /// `UITouch` is the ``TouchPort`` port: `location(in:)` is UIKit's own.
    extension UITouch: TouchPort {
        package typealias PortView = UIView
    }

    /// UIKit's own members, except the curve and timing members, which convert.
    extension UIPercentDrivenInteractiveTransition: PercentDrivenTransitionPort {
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
