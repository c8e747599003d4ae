/// The state of a property animator: UIKit's `UIViewAnimatingState`, case for case.
///
/// `UIViewAnimating.h`: inactive ("The animation is not executing."), active ("The animation is
/// executing.", running or paused), stopped ("The animation has been stopped and has not
/// transitioned to inactive."). A stopped animator must be finished with
/// ``PropertyAnimating/finishAnimation(at:)`` before anything else.
package enum AnimatingState: Sendable, Hashable, CaseIterable {
    /// Not executing: new, or finished.
    case inactive
    /// Executing: running or paused.
    case active
    /// Stopped and waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where a property animator's views end: UIKit's `UIViewAnimatingPosition`, case for case.
///
/// Passed to completion blocks and to ``PropertyAnimating/finishAnimation(at:)``: `.end` leaves
/// the animated properties at their final values, `.start` at their initial values, `.current` at
/// whatever was on screen.
package enum AnimatingPosition: Sendable, Hashable, CaseIterable {
    /// The animations' final values.
    case end
    /// The animations' initial values.
    case start
    /// The values on screen when the animator stopped.
    case current
}

/// One of UIKit's four named animation curves: `UIView.AnimationCurve`, case for case.
///
/// Used where UIKit takes a curve rather than timing parameters: the `completionCurve` with which
/// a percent-driven interaction completes an animator that is not interruptible.
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

/// The state of a gesture recognizer: UIKit's `UIGestureRecognizer.State`, case for case
/// (`.recognized` is UIKit's alias of `.ended`).
///
/// `UIGestureRecognizer.h`: a continuous gesture goes `possible → began → changed… → ended`
/// (or `cancelled`); `failed` means the touches were never recognized, and the action is not
/// called for it.
package enum GestureRecognizerState: Sendable, Hashable, CaseIterable {
    /// Not recognized yet (the default).
    case possible
    /// Recognized: the first call of a continuous gesture.
    case began
    /// A change of a recognized gesture.
    case changed
    /// The gesture ended.
    case ended
    /// The gesture was cancelled (by the system, or by disabling the recognizer).
    case cancelled
    /// The touches were not recognized as the gesture.
    case failed
}

/// A modal presentation style: UIKit's `UIModalPresentationStyle` as iOS has it, case for case.
///
/// A transition coordinator or context reports `.none` when its transition is not a modal
/// presentation or dismissal (a push or a pop): that is how a coordinator tells a navigation
/// controller's own transition from a presentation around it.
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

/// A spring's start velocity relative to the distance it has left, per axis: the neutral form of
/// the `CGVector` that `UISpringTimingParameters(…initialVelocity:)` takes.
///
/// A value of 1 means "the whole remaining distance per second". UIKit reads `dx` for every
/// animated property except the `y` of `center`, which reads `dy`.
///
/// ```swift
/// let velocity = RelativeVelocity(fingerSpeed / remainingDistance)   // same on both axes
/// animator.continueAnimation(
///     withTimingParameters: .spring(release), initialVelocity: velocity, durationFactor: 1)
/// ```
///
/// Each component is normalized at construction and when set: NaN and ±∞ become 0, the rest is
/// clamped to ±10⁶ (the remaining distance covered in a microsecond), so the value equals itself
/// and UIKit never receives a velocity that sends the spring beyond any screen.
package struct RelativeVelocity: Sendable, Hashable {
    /// The velocity UIKit uses for every property but `center.y`; within ±10⁶, NaN and ±∞ → 0.
    package var dx: Double {
        didSet { dx = MotionLimits.handOff(dx) }
    }
    /// The velocity UIKit uses for `center.y`; within ±10⁶, NaN and ±∞ → 0.
    package var dy: Double {
        didSet { dy = MotionLimits.handOff(dy) }
    }

    /// Creates a velocity per axis; non-finite components become 0, the rest is clamped to ±10⁶.
    ///
    /// - Parameters:
    ///   - dx: The horizontal (and general) component.
    ///   - dy: The vertical component of `center`.
    package init(dx: Double, dy: Double) {
        self.dx = MotionLimits.handOff(dx)
        self.dy = MotionLimits.handOff(dy)
    }

    /// Creates the same velocity on both axes.
    ///
    /// - Parameter both: The velocity; non-finite becomes 0, the rest is clamped to ±10⁶.
    package init(_ both: Double) {
        self.init(dx: both, dy: both)
    }

    /// No start velocity.
    package static let zero = RelativeVelocity(dx: 0, dy: 0)
}

/// Which side of a transition to read: UIKit's `UITransitionContextViewControllerKey` and
/// `UITransitionContextViewKey` (`.from`, `.to`), which share the two names.
///
/// On a push `from` is the screen being covered and `to` the one arriving; on a pop `from` is the
/// screen leaving and `to` the one revealed; on a presentation `to` is the presented screen.
package enum TransitionContextKey: Sendable, Hashable, CaseIterable {
    /// The view controller (or view) being left.
    case from
    /// The view controller (or view) being shown.
    case to
}
