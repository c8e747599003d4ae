/// `UIViewAnimatingState`, case for case (`UIViewAnimating.h`): a stopped animator must be finished with
/// ``PropertyAnimatorPort/finishAnimation(at:)`` before anything else.
package enum AnimatingState: Sendable, Hashable, CaseIterable {
    /// Not executing: new, or finished.
    case inactive
    /// Executing: running or paused.
    case active
    /// Stopped and waiting for `finishAnimation(at:)`.
    case stopped
}

/// `UIViewAnimatingPosition`, case for case: where the animated properties end.
package enum AnimatingPosition: Sendable, Hashable, CaseIterable {
    /// The animations' final values.
    case end
    /// The animations' initial values.
    case start
    /// The values on screen when the animator stopped.
    case current
}

/// `UIView.AnimationCurve`, case for case: where UIKit takes a curve, not timing parameters (a percent-driven
/// interaction's `completionCurve` for an animator that is not interruptible).
package enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Slow at both ends (UIKit's default).
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Constant speed.
    case linear

    /// The same curve as control points (the presets of ``TimingCurve``).
    package var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// `UIGestureRecognizer.State`, case for case (`.recognized` is UIKit's alias of `.ended`); the action is
/// not called for `failed` (`UIGestureRecognizer.h`).
package enum GestureRecognizerState: Sendable, Hashable, CaseIterable {
    /// Not recognized yet (the default).
    case possible
    /// Recognized: the first call of a continuous gesture.
    case began
    case changed
    case ended
    /// The gesture was cancelled (by the system, or by disabling the recognizer).
    case cancelled
    /// The touches were not recognized as the gesture.
    case failed
}

/// `UIModalPresentationStyle`, case for case. `.none` for a push or pop: how a coordinator tells a
/// navigation controller's own transition from a presentation around it.
package enum PresentationStyle: Sendable, Hashable, CaseIterable {
    /// Not a presentation (`UIModalPresentationNone`).
    case none
    /// `UIModalPresentationFullScreen`.
    case fullScreen
    /// `UIModalPresentationPageSheet`.
    case pageSheet
    /// `UIModalPresentationFormSheet`.
    case formSheet
    /// `UIModalPresentationCurrentContext`.
    case currentContext
    /// `UIModalPresentationCustom`.
    case custom
    /// `UIModalPresentationOverFullScreen`.
    case overFullScreen
    /// `UIModalPresentationOverCurrentContext`.
    case overCurrentContext
    /// `UIModalPresentationPopover`.
    case popover
    /// `UIModalPresentationAutomatic`.
    case automatic
}

/// A spring's start velocity relative to the distance left (1 = the whole of it per second), per axis:
/// UIKit reads `dy` for `center.y` only, `dx` for the rest. NaN and ±∞ become 0, the rest within ±10⁶.
package struct RelativeVelocity: Sendable, Hashable {
    /// The velocity UIKit uses for every property but `center.y`; within ±10⁶, NaN and ±∞ → 0.
    package var dx: Double {
        didSet { dx = MotionLimits.handOff(dx) }
    }
    /// The velocity UIKit uses for `center.y`; within ±10⁶, NaN and ±∞ → 0.
    package var dy: Double {
        didSet { dy = MotionLimits.handOff(dy) }
    }

    package init(dx: Double, dy: Double) {
        self.dx = MotionLimits.handOff(dx)
        self.dy = MotionLimits.handOff(dy)
    }

    package init(_ both: Double) {
        self.init(dx: both, dy: both)
    }

    package static let zero = RelativeVelocity(dx: 0, dy: 0)
}

/// `UITransitionContextViewControllerKey` and `…ViewKey`: on a push `from` is covered and `to` arrives; on
/// a pop `from` leaves and `to` is revealed; on a presentation `to` is the presented screen.
package enum TransitionContextKey: Sendable, Hashable, CaseIterable {
    /// The view controller (or view) being left.
    case from
    /// The view controller (or view) being shown.
    case to
}
