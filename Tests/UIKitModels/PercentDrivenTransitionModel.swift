import Foundation
import TransitionKitCore

/// A model of `UIPercentDrivenInteractiveTransition` (`UIViewControllerTransitioning.h`) behind the
/// ``PercentDrivenTransitionPort`` port, and the interaction controller the navigation model starts.
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
/// - Without an interruptible animator ("This style of interaction controller should only be used
///   with an animator that implements a CA style transition", `UIViewControllerTransitioning.h:232-240`)
///   UIKit freezes the container's layer and scrubs its time: every animator animating a view in
///   the container when `animateTransition(using:)` returns is paused there (``frozenAnimators``),
///   `update(_:)` sets its time to `percentComplete · duration`, and `finish()`/`cancel()` run it
///   on (or back) over the remaining share divided by ``completionSpeed``. Views outside the
///   container are not frozen: their animators run by themselves, as on device.
///
/// The model keeps its context after the transition completes, so a late `update`, `finish`,
/// `cancel` or `pause` reaches the context, which records it.
@MainActor
package final class PercentDrivenTransitionModel: PercentDrivenTransitionPort, ModeledInteractiveTransitioning
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
        "UIViewControllerTransitioning.h:204-205",
        "completionSpeed defaults to 1.0 … It must be greater than 0.0.")

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
    package private(set) var animator: (any PropertyAnimatorPort)?
    /// Calls made before any transition started (ignored).
    package private(set) var callsBeforeStart = 0
    /// The animators of a transition without an interruptible animator, frozen with the container.
    package private(set) var frozenAnimators: [PropertyAnimatorModel] = []

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
        frozenAnimators = []
        percentComplete = 0
        guard let animationController = context.animationController else { return }
        context.note(.transitionDuration)
        duration = CGFloat(animationController.transitionDuration(using: context))
        context.coordinator?.transitionDuration = TimeInterval(duration)
        // Interactive from the start unless an interruptible transition asked to start without
        // the finger (`wantsInteractiveStart`, `UIViewControllerTransitioning.h:222-225`).
        context.setInteractiveWithoutNotifying(
            wantsInteractiveStart || !animationController.implementsInterruptibleAnimator)
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
        if animator == nil { freeze(context.containerView) }
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
        for frozen in frozenAnimators where frozen.state == .active && !frozen.isRunning {
            frozen.fractionComplete = CGFloat(frozenFraction(of: frozen, at: Double(value)))
        }
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
        guard !context.isComplete else { return }
        thaw(reversed: false)
        guard let animator = currentAnimator(in: context) else { return }
        animator.isReversed = false
        animator.continueAnimation(
            withTimingParameters: timingCurve, initialVelocity: timingVelocity,
            durationFactor: (1 - percentComplete) / storedCompletionSpeed)
    }

    /// `cancel()`.
    package func cancel() {
        guard let context else { return ignore() }
        context.cancelInteractiveTransition()
        guard !context.isComplete else { return }
        thaw(reversed: true)
        guard let animator = currentAnimator(in: context) else { return }
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
    private func currentAnimator(in context: TransitionContextModel) -> (any PropertyAnimatorPort)? {
        guard animator != nil else { return nil }
        animator = context.askInterruptibleAnimator()
        return animator
    }

    /// The container's layer stops: every animator animating a view in it is paused where it is.
    private func freeze(_ container: ViewModel) {
        var seen = Set<ObjectIdentifier>()
        var stack = [container]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            for track in view.tracks {
                guard let animator = track.capture.animator, seen.insert(ObjectIdentifier(animator)).inserted,
                    animator.state == .active, animator.isRunning
                else { continue }
                frozenAnimators.append(animator)
            }
        }
        for frozen in frozenAnimators {
            frozen.pauseAnimation()
            frozen.scrubsLinearly = false
        }
    }

    /// The time fraction of `animator` when the layer's time is `percent · duration`.
    private func frozenFraction(of animator: PropertyAnimatorModel, at percent: Double) -> Double {
        guard animator.duration > 0 else { return 1 }
        return min(max(percent * Double(duration) / animator.duration, 0), 1)
    }

    /// The layer runs again, on or back, over the remaining share at ``completionSpeed``.
    private func thaw(reversed: Bool) {
        let frozen = frozenAnimators
        frozenAnimators = []
        for animator in frozen where animator.state == .active && !animator.isRunning {
            let done = frozenFraction(of: animator, at: Double(percentComplete))
            animator.isReversed = reversed
            animator.continueAnimation(
                withTimingParameters: nil, initialVelocity: .zero,
                durationFactor: CGFloat((reversed ? done : 1 - done)) / storedCompletionSpeed)
        }
    }

    private func ignore() {
        callsBeforeStart += 1
    }
}
