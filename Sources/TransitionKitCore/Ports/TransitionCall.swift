import Foundation

/// A call the library made to a transition's context or property animator through its port, as a debug
/// build's device trace hears it. What is traced and what is not: `PortsInternals`.
package enum TransitionCall: Equatable, Sendable {
    /// A call to the transition context.
    case context(ContextCall)
    /// A call to (or a reading of) the transition's property animator, with its state right after.
    case animator(AnimatorCall, PropertyAnimatorReading)

    /// The interactive calls (`updateInteractiveTransition(_:)` …) are UIKit's percent-driven controller's:
    /// the library never makes them, so the port has none.
    package enum ContextCall: Equatable, Sendable {
        case completeTransition(Bool)
    }

    /// UIKit's percent-driven controller scrubs and continues the animator itself, not through the port: the
    /// trace hears those as the transition coordinator's readings.
    package enum AnimatorCall: Equatable, Sendable {
        case startAnimation
        case pauseAnimation
        case stopAnimation(withoutFinishing: Bool)
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
    package var state: AnimatingState
    package var isRunning: Bool
    package var isReversed: Bool
    package var fractionComplete: Double

    package init(state: AnimatingState, isRunning: Bool, isReversed: Bool, fractionComplete: Double) {
        self.state = state
        self.isRunning = isRunning
        self.isReversed = isReversed
        self.fractionComplete = fractionComplete
    }

    @MainActor
    package init(_ animator: some PropertyAnimatorPort) {
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

extension TransitionContextPort {
    /// Makes `call`, then tells `observer` (`nil` when no trace listens).
    package func perform(_ call: TransitionCall.ContextCall, observer: TransitionCallObserver?) {
        switch call {
        case .completeTransition(let didComplete): completeTransition(didComplete)
        }
        observer?(.context(call))
    }
}

extension PropertyAnimatorPort {
    /// Makes `call` (`.read` makes none), then tells `observer` with the state after it; without an observer
    /// the animator is not read.
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
