import Foundation
import TransitionKitCore

/// A model of `UIPercentDrivenInteractiveTransition` (`UIViewControllerTransitioning.h`) behind the
/// ``PercentDrivenTransitioning`` port, and the interaction controller the navigation model starts.
///
/// It plays UIKit's part with an interruptible animator:
/// - `startInteractiveTransition(_:)` asks the animation controller for its
///   `interruptibleAnimator(using:)` and calls its `animateTransition(using:)` ("its up to the the
///   interaction controller object to call the animateTransition: method if needed"); with
///   ``wantsInteractiveStart`` the animator is paused at once, without it the animation
///   controller's own start runs ("Set this to NO in order to start an interruptible transition non
///   interactively"). The order of the two calls is not documented: ``startOrder`` chooses it, so a
///   coordinator can be tested against both.
/// - `update(_:)` sets the context's progress and the animator's `fractionComplete` ("If there is an
///   interruptible animator, these methods will either scrub or continue the transition in the
///   forward or reverse directions."). It writes the value as given: on a reversed animator that
///   puts the views at `1 − value` (see ``PropertyAnimatorModel``), and on a running one the
///   animator model records the set as a violation — a caller pauses first.
/// - `pause()`, `finish()` and `cancel()` ask the animation controller for its interruptible
///   animator again and act on the answer (the context records an answer that is not the same
///   instance: "It is expected that this method will return the same instance for the life of a
///   transition.").
/// - `pause()`: "Use this method to pause a running interruptible animator. This will ensure that
///   all blocks provided by a transition coordinator's notifyWhenInteractionChangesUsingBlock:
///   method are executed".
/// - `finish()` / `cancel()`: `isReversed = false` / `true`, then
///   `continueAnimation(withTimingParameters: timingCurve, durationFactor:)` with the remaining
///   share of the run divided by ``completionSpeed`` ("completionSpeed defaults to 1.0 which
///   corresponds to a completion duration of (1 - percentComplete)*duration. … The actual
///   completion is inversely proportional to the completionSpeed.").
/// - ``completionSpeed``: "It must be greater than 0.0." — a value that is not is recorded and
///   ignored.
///
/// The model keeps its context after the transition completes, so a late `update`, `finish`,
/// `cancel` or `pause` reaches the context, which records it. Without an interruptible animator
/// the model forwards to the context only: the test completes such a transition itself.
@MainActor
package final class PercentDrivenTransitionModel: PercentDrivenTransitioning, ModeledInteractiveTransitioning
{
    /// Which of UIKit's two calls `startInteractiveTransition(_:)` makes first.
    package enum StartOrder: Sendable, Hashable {
        /// `interruptibleAnimator(using:)` (and the pause), then `animateTransition(using:)`.
        case interruptibleAnimatorFirst
        /// `animateTransition(using:)`, then `interruptibleAnimator(using:)` (and the pause).
        case animateTransitionFirst
    }

    /// Apple's text for ``completionSpeed``.
    package static let completionSpeedPositive = HeaderCitation(
        "UIViewControllerTransitioning.h", "completionSpeed defaults to 1.0 … It must be greater than 0.0.")

    /// The test's ledger.
    package let ledger: ContractLedger
    /// The order of UIKit's calls at the start.
    package var startOrder: StartOrder
    /// `duration`: the animation controller's `transitionDuration(using:)` at the start.
    package private(set) var duration: CGFloat = 0
    /// `percentComplete`: the last value passed to ``update(_:)``.
    package private(set) var percentComplete: CGFloat = 0
    /// `wantsInteractiveStart` (default `true`).
    package var wantsInteractiveStart = true
    /// `completionCurve` (default `.easeInOut`).
    package var completionAnimationCurve = AnimationCurve.easeInOut
    /// `timingCurve`, as set by ``setTimingCurve(_:initialVelocity:)``.
    package private(set) var timingCurve: Timing?
    /// The start velocity that goes with ``timingCurve``.
    package private(set) var timingVelocity = RelativeVelocity.zero
    /// The context of the transition being driven (kept after it completes).
    package private(set) var context: TransitionContextModel?
    /// The interruptible animator, when the animation controller has one.
    package private(set) var animator: (any PropertyAnimating)?
    /// Calls made before any transition started (ignored).
    package private(set) var callsBeforeStart = 0

    private var storedCompletionSpeed: CGFloat = 1

    /// Creates an interaction controller.
    ///
    /// - Parameters:
    ///   - ledger: The test's ledger.
    ///   - startOrder: The order of UIKit's calls at the start.
    package init(ledger: ContractLedger, startOrder: StartOrder = .interruptibleAnimatorFirst) {
        self.ledger = ledger
        self.startOrder = startOrder
    }

    /// `completionSpeed` (default 1; must be greater than 0).
    package var completionSpeed: CGFloat {
        get { storedCompletionSpeed }
        set {
            guard newValue.isFinite, newValue > 0 else {
                ledger.record(
                    ContractViolation(
                        model: "PercentDrivenTransitionModel", member: "completionSpeed = \(newValue)",
                        state: context == nil ? "idle" : "driving", citation: Self.completionSpeedPositive))
                return
            }
            storedCompletionSpeed = newValue
        }
    }

    /// `startInteractiveTransition(_:)`.
    package func startInteractiveTransition(_ context: TransitionContextModel) {
        self.context = context
        animator = nil
        percentComplete = 0
        guard let animationController = context.animationController else { return }
        context.note(.transitionDuration)
        duration = CGFloat(animationController.transitionDuration(using: context))
        context.coordinator?.transitionDuration = TimeInterval(duration)
        switch startOrder {
        case .interruptibleAnimatorFirst:
            takeAnimator(from: context)
            context.note(.animateTransition)
            animationController.animateTransition(using: context)
        case .animateTransitionFirst:
            context.note(.animateTransition)
            animationController.animateTransition(using: context)
            takeAnimator(from: context)
        }
        context.coordinator?.startAlongside(in: animator)
    }

    /// `update(_:)`.
    package func update(_ percentComplete: CGFloat) {
        guard let context else { return ignore() }
        let value = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
        self.percentComplete = value
        context.updateInteractiveTransition(value)
        guard !context.isComplete else { return }
        animator?.fractionComplete = value
    }

    /// `pause()`.
    package func pause() {
        guard let context else { return ignore() }
        context.pauseInteractiveTransition()
        guard !context.isComplete else { return }
        currentAnimator(in: context)?.pauseAnimation()
    }

    /// `finish()`.
    package func finish() {
        guard let context else { return ignore() }
        context.finishInteractiveTransition()
        guard !context.isComplete, let animator = currentAnimator(in: context) else { return }
        animator.isReversed = false
        animator.continueAnimation(
            withTimingParameters: timingCurve, initialVelocity: timingVelocity,
            durationFactor: (1 - percentComplete) / storedCompletionSpeed)
    }

    /// `cancel()`.
    package func cancel() {
        guard let context else { return ignore() }
        context.cancelInteractiveTransition()
        guard !context.isComplete, let animator = currentAnimator(in: context) else { return }
        animator.isReversed = true
        animator.continueAnimation(
            withTimingParameters: timingCurve, initialVelocity: timingVelocity,
            durationFactor: percentComplete / storedCompletionSpeed)
    }

    /// Sets `timingCurve`.
    package func setTimingCurve(_ timing: Timing?, initialVelocity: RelativeVelocity) {
        timingCurve = timing
        timingVelocity = initialVelocity
    }

    private func takeAnimator(from context: TransitionContextModel) {
        animator = context.askInterruptibleAnimator()
        guard wantsInteractiveStart, let animator else { return }
        animator.pauseAnimation()
    }

    /// The animator, asked again from the animation controller (which must vend the same one).
    private func currentAnimator(in context: TransitionContextModel) -> (any PropertyAnimating)? {
        guard animator != nil else { return nil }
        animator = context.askInterruptibleAnimator()
        return animator
    }

    private func ignore() {
        callsBeforeStart += 1
    }
}
