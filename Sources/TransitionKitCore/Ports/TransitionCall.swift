import Foundation

/// A call the library made to one of a transition's UIKit objects through its port — the
/// transition context or the property animator — as a debug build's device trace hears it.
///
/// Traced are the calls made through ``TransitionContexting/perform(_:observer:)`` or
/// ``PropertyAnimating/perform(_:observer:)`` with the ``TransitionCallObserver`` the owner gave:
/// - a transition's run (`TransitionRun`: the library's animator vended for a push, a pop or a
///   presentation) — its animator's start, pause, stop, finish and `isReversed`, and its context's
///   `completeTransition(_:)`; the observer is that of the navigation delegate that vended it (or
///   presented the screen);
/// - the pan driver's coordinator (`PanInteractionCoordinator`) — its catch's reading, its
///   `isReversed` reset and its own completion of an app-gesture transition; the observer is that
///   of the delegate that installed the driver.
///
/// So each delegate's trace hears its own transitions' calls and no one else's; without an
/// observer (the trace off) nothing is made of the call but the call itself. Not traced:
/// - the zoom dismissal's settling springs (`ZoomDismissalDriver`): two animators of its own on
///   the dragged view, outside the ports, not the transition's — the transition they hold open is
///   traced (its run's calls, and its progress and release through the interaction handle as the
///   transition coordinator's readings);
/// - the standalone scrubber (`ScrubSession`, a `TransitionScrubberViewController` playing a plan on
///   its own stage): a debug tool outside any navigation delegate, so no trace listens (a scrubber
///   over a real navigation drives it through the delegate's pan driver: traced);
/// - what UIKit's own percent-driven interaction controller does to the context and the animator
///   (the trace hears it as the transition coordinator's readings).
///
/// ```swift
/// context.perform(.completeTransition(true), observer: callObserver)
/// animator.perform(.startAnimation, observer: callObserver)
/// // the observer hears .animator(.startAnimation, PropertyAnimatorReading(animator)):
/// // "animator startAnimation state=active running=true reversed=false fraction=0.0"
/// ```
package enum TransitionCall: Equatable, Sendable {
    /// A call to the transition context.
    case context(ContextCall)
    /// A call to (or a reading of) the transition's property animator, with its state right after.
    case animator(AnimatorCall, PropertyAnimatorReading)

    /// A call the library makes to ``TransitionContexting``, in UIKit's words. The interactive
    /// calls (`updateInteractiveTransition(_:)` and the others) are UIKit's own percent-driven
    /// interaction controller's: the library never makes them and the port has none.
    package enum ContextCall: Equatable, Sendable {
        /// `completeTransition(_:)`.
        case completeTransition(Bool)
    }

    /// What the library does to a transition's ``PropertyAnimating``, in UIKit's words. UIKit's own
    /// percent-driven interaction controller scrubs and continues the animator itself (not through
    /// the port): those calls reach the trace as the transition coordinator's readings.
    package enum AnimatorCall: Equatable, Sendable {
        /// `startAnimation()`.
        case startAnimation
        /// `pauseAnimation()`.
        case pauseAnimation
        /// `stopAnimation(_:)`.
        case stopAnimation(withoutFinishing: Bool)
        /// `finishAnimation(at:)`.
        case finishAnimation(at: AnimatingPosition)
        /// `isReversed = …`.
        case setReversed(Bool)
        /// No call: a coordinator read the animator (the pan driver's catch reads where it is).
        case read
    }

    /// The note the device trace writes for the call: `context completeTransition true`,
    /// `animator pauseAnimation state=active running=false reversed=false fraction=0.25`.
    package var note: String {
        switch self {
        case .context(let call): return "context " + call.words
        case .animator(let call, let reading): return "animator \(call.words) \(reading.words)"
        }
    }
}

/// Hears each ``TransitionCall`` of the transitions of one navigation delegate (its device trace).
package typealias TransitionCallObserver = @MainActor (TransitionCall) -> Void

/// A property animator's state as its port reads it (`UIViewAnimating.h`, `UIViewPropertyAnimator.h`).
package struct PropertyAnimatorReading: Equatable, Sendable {
    /// `state`.
    package var state: AnimatingState
    /// `isRunning`.
    package var isRunning: Bool
    /// `isReversed`.
    package var isReversed: Bool
    /// `fractionComplete`.
    package var fractionComplete: Double

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - state: `state`.
    ///   - isRunning: `isRunning`.
    ///   - isReversed: `isReversed`.
    ///   - fractionComplete: `fractionComplete`.
    package init(state: AnimatingState, isRunning: Bool, isReversed: Bool, fractionComplete: Double) {
        self.state = state
        self.isRunning = isRunning
        self.isReversed = isReversed
        self.fractionComplete = fractionComplete
    }

    /// Reads `animator` now.
    ///
    /// - Parameter animator: The animator.
    @MainActor
    package init(_ animator: some PropertyAnimating) {
        self.init(
            state: animator.state, isRunning: animator.isRunning, isReversed: animator.isReversed,
            fractionComplete: Double(animator.fractionComplete))
    }

    /// `state=active running=true reversed=false fraction=0.4`.
    var words: String {
        "state=\(state) running=\(isRunning) reversed=\(isReversed) fraction=\(fractionComplete)"
    }
}

extension TransitionCall.ContextCall {
    /// The call as the trace writes it.
    var words: String {
        switch self {
        case .completeTransition(let didComplete): return "completeTransition \(didComplete)"
        }
    }
}

extension TransitionCall.AnimatorCall {
    /// The call as the trace writes it.
    var words: String {
        switch self {
        case .startAnimation: return "startAnimation"
        case .pauseAnimation: return "pauseAnimation"
        case .stopAnimation(let withoutFinishing): return "stopAnimation \(withoutFinishing)"
        case .finishAnimation(let position): return "finishAnimation \(position)"
        case .setReversed(let reversed): return "isReversed \(reversed)"
        case .read: return "read"
        }
    }
}

extension TransitionContexting {
    /// Makes `call` on the context, then tells `observer` of it.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - observer: The owner's observer; `nil` when no trace listens.
    package func perform(_ call: TransitionCall.ContextCall, observer: TransitionCallObserver?) {
        switch call {
        case .completeTransition(let didComplete): completeTransition(didComplete)
        }
        observer?(.context(call))
    }
}

extension PropertyAnimating {
    /// Makes `call` on the animator, then tells `observer` of it with the animator's state after it.
    ///
    /// - Parameters:
    ///   - call: The call (``TransitionCall/AnimatorCall/read`` makes none).
    ///   - observer: The owner's observer; `nil` when no trace listens (the animator is then not read).
    package func perform(_ call: TransitionCall.AnimatorCall, observer: TransitionCallObserver?) {
        switch call {
        case .startAnimation: startAnimation()
        case .pauseAnimation: pauseAnimation()
        case .stopAnimation(let withoutFinishing): stopAnimation(withoutFinishing)
        case .finishAnimation(let position): finishAnimation(at: position)
        case .setReversed(let reversed): isReversed = reversed
        case .read: break
        }
        observer?(.animator(call, PropertyAnimatorReading(self)))
    }
}
