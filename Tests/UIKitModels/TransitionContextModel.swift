import Foundation
import TransitionKitCore

/// A model of `UIViewControllerContextTransitioning` (`UIViewControllerTransitioning.h`) behind the
/// ``TransitionContextPort`` port, created by ``NavigationControllerModel`` for each animated push
/// or pop. Beyond the port it has the interactive calls (`update…`, `finish…`, `cancel…`,
/// `pauseInteractiveTransition()`), which the library never makes: UIKit's percent-driven
/// interaction controller does, so ``PercentDrivenTransitionModel`` (its model) calls them.
///
/// It follows these lines, recording each breach:
/// - "This must be called whenever a transition completes (or is cancelled.) … This method
///   effectively updates internal view controller state at the end of the transition." — a
///   second `completeTransition(_:)` is recorded and ignored; a value that contradicts
///   `transitionWasCancelled` (`completeTransition(true)` after `cancelInteractiveTransition()`, or
///   `false` without it) is recorded, and the navigation model then follows the value passed, as
///   UIKit does.
/// - "An interaction controller … should call these methods as the interactive transition is
///   scrubbed and then either cancelled or completed." — `update…`, `finish…`, `cancel…` and
///   `pauseInteractiveTransition()` after `completeTransition(_:)` are recorded and ignored.
/// - "The next two values can change if the animating transition is interruptible.
///   (isInteractive, transitionWasCancelled)" — pause makes the transition interactive, finish and
///   cancel make it non-interactive (telling the coordinator's interaction-change handlers), and a
///   cancelled transition caught and finished is no longer cancelled.
/// - "All custom animations must invoke the context's completeTransition: method when the
///   transition completes. Furthermore the animation should take place within the containerView"
///   — the navigation model records a finished transition whose arriving view is not in the
///   container.
/// - "viewForKey: may return nil which would indicate that the animator should not manipulate the
///   associated view controller's view." and "the finalFrame of the fromViewController will be
///   CGRectZero if and only if the fromView will be removed from the window at the end of the
///   transition" — for a push or a pop the leaving view's final frame and the arriving view's
///   initial frame are `.zero`, the others the container's bounds.
@MainActor
package final class TransitionContextModel: TransitionContextPort {
    /// The view type.
    package typealias PortView = ViewModel
    /// The view controller type.
    package typealias PortViewController = ViewControllerModel

    /// Apple's texts, per rule.
    package enum Contract {
        /// A second `completeTransition(_:)`.
        package static let completeOnce = HeaderCitation(
            "UIViewControllerTransitioning.h:101",
            "This must be called whenever a transition completes (or is cancelled.)")
        /// A `completeTransition(_:)` value that contradicts `transitionWasCancelled`.
        package static let completeWithOutcome = HeaderCitation(
            "UIViewControllerTransitioning.h:105-106",
            "This method effectively updates internal view controller state at the end of the transition.")
        /// Interactive calls after the transition completed.
        package static let interactiveBeforeCompletion = HeaderCitation(
            "UIViewControllerTransitioning.h:87-89",
            "should call these methods as the interactive transition is scrubbed and then either cancelled or "
                + "completed.")
        /// A finished transition whose arriving view is not in the container.
        package static let animateInContainer = HeaderCitation(
            "UIViewControllerTransitioning.h:56-58",
            "Furthermore the animation should take place within the containerView specified by the context.")
        /// A different interruptible animator for the same transition.
        package static let sameInterruptibleAnimator = HeaderCitation(
            "UIViewControllerTransitioning.h:149-150",
            "It is expected that this method will return the same instance for the life of a transition.")
        /// `pauseInteractiveTransition()` when the animation controller vends no interruptible
        /// animator (the only way the model's transitions become interactive again mid-run, so it
        /// also keeps `UIViewControllerTransitionCoordinator.h:35`: "If it is NO, then
        /// isInteractive can only be YES if isInterruptible is YES").
        package static let pauseOnlyIfInterruptible = HeaderCitation(
            "UIViewControllerTransitioning.h:97-98",
            "This should be called if the transition animation is interruptible and it is being paused.")
        /// `update…`, `finish…` or `cancel…` while the transition is not interactive (after a
        /// finish or cancel, before a pause).
        package static let interactiveCallsWhileInteractive = HeaderCitation(
            "UIViewControllerTransitioning.h:86-89",
            "should call these methods as the interactive transition is scrubbed and then either cancelled or "
                + "completed.")
    }

    /// The test's ledger.
    package let ledger: ContractLedger
    /// `containerView`.
    package let containerView: ViewModel
    /// `isAnimated`.
    package let isAnimated: Bool
    /// `presentationStyle`.
    package let presentationStyle: PresentationStyle
    /// `isInteractive`.
    package private(set) var isInteractive: Bool
    /// `transitionWasCancelled`.
    package private(set) var transitionWasCancelled = false
    /// The last value passed to `updateInteractiveTransition(_:)`.
    package private(set) var percentComplete: CGFloat = 0
    /// The values passed to `completeTransition(_:)`, in order (one entry when used correctly).
    package private(set) var completions: [Bool] = []

    /// The animation controller UIKit runs (read by the percent-driven model).
    package var animationController: (any ModeledAnimatedTransitioning)?
    /// The transition's coordinator.
    package var coordinator: TransitionCoordinatorModel?
    /// Called once with the value of the first `completeTransition(_:)`.
    var onComplete: (@MainActor (Bool) -> Void)?
    /// Receives the calls UIKit makes on the transition's objects, for the navigation log.
    var onEvent: (@MainActor (NavigationEvent) -> Void)?

    private let viewControllers: [TransitionContextKey: ViewControllerModel]
    private let views: [TransitionContextKey: ViewModel]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private weak var vendedAnimator: (any PropertyAnimatorPort)?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - ledger: The test's ledger.
    ///   - containerView: The container.
    ///   - from: The view controller being left.
    ///   - to: The view controller being shown.
    ///   - fromView: What `view(forKey: .from)` returns.
    ///   - toView: What `view(forKey: .to)` returns.
    ///   - initialFrames: `initialFrame(for:)` per view controller (`.zero` for others).
    ///   - finalFrames: `finalFrame(for:)` per view controller (`.zero` for others).
    ///   - isAnimated: `isAnimated`.
    ///   - isInteractive: `isInteractive` at the start.
    ///   - presentationStyle: `.none` for navigation.
    package init(
        ledger: ContractLedger, containerView: ViewModel, from: ViewControllerModel, to: ViewControllerModel,
        fromView: ViewModel?, toView: ViewModel?, initialFrames: [ObjectIdentifier: CGRect] = [:],
        finalFrames: [ObjectIdentifier: CGRect] = [:], isAnimated: Bool = true, isInteractive: Bool = false,
        presentationStyle: PresentationStyle = .none
    ) {
        self.ledger = ledger
        self.containerView = containerView
        viewControllers = [.from: from, .to: to]
        var views: [TransitionContextKey: ViewModel] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.presentationStyle = presentationStyle
    }

    /// Whether `completeTransition(_:)` has been called.
    package var isComplete: Bool { !completions.isEmpty }

    /// The context's own identity.
    package var contextIdentifier: ObjectIdentifier { ObjectIdentifier(self) }

    /// `updateInteractiveTransition(_:)`.
    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard admitsInteraction("updateInteractiveTransition(\(percentComplete))", whileInteractive: true)
        else {
            return
        }
        self.percentComplete = percentComplete
        coordinator?.percentComplete = percentComplete
    }

    /// `finishInteractiveTransition()`.
    package func finishInteractiveTransition() {
        guard admitsInteraction("finishInteractiveTransition()", whileInteractive: true) else { return }
        transitionWasCancelled = false
        setInteractive(false)
    }

    /// `cancelInteractiveTransition()`.
    package func cancelInteractiveTransition() {
        guard admitsInteraction("cancelInteractiveTransition()", whileInteractive: true) else { return }
        transitionWasCancelled = true
        setInteractive(false)
    }

    /// `pauseInteractiveTransition()`.
    package func pauseInteractiveTransition() {
        guard admitsInteraction("pauseInteractiveTransition()") else { return }
        guard animationController?.implementsInterruptibleAnimator == true else {
            return violate("pauseInteractiveTransition()", Contract.pauseOnlyIfInterruptible)
        }
        setInteractive(true)
    }

    /// `completeTransition(_:)`: exactly once.
    package func completeTransition(_ didComplete: Bool) {
        onEvent?(.completeTransition(didComplete))
        guard completions.isEmpty else {
            completions.append(didComplete)
            violate("completeTransition(\(didComplete)) (call \(completions.count))", Contract.completeOnce)
            return
        }
        completions.append(didComplete)
        if didComplete == transitionWasCancelled {
            violate(
                "completeTransition(\(didComplete)) with transitionWasCancelled == \(transitionWasCancelled)",
                Contract.completeWithOutcome)
        }
        let onComplete = self.onComplete
        self.onComplete = nil
        onComplete?(didComplete)
    }

    /// `viewController(forKey:)`.
    package func viewController(forKey key: TransitionContextKey) -> ViewControllerModel? {
        viewControllers[key]
    }

    /// `view(forKey:)`.
    package func view(forKey key: TransitionContextKey) -> ViewModel? {
        views[key]
    }

    /// `initialFrame(for:)`.
    package func initialFrame(for viewController: ViewControllerModel) -> CGRect {
        initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// `finalFrame(for:)`.
    package func finalFrame(for viewController: ViewControllerModel) -> CGRect {
        finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    // MARK: Driven by UIKit's side

    /// Asks the animation controller for its interruptible animator, as UIKit does, checking that
    /// it is the same instance every time.
    ///
    /// - Returns: The animator, or `nil` when the controller has none.
    package func askInterruptibleAnimator() -> (any PropertyAnimatorPort)? {
        guard let animationController, animationController.implementsInterruptibleAnimator else { return nil }
        onEvent?(.interruptibleAnimator)
        let animator = animationController.interruptibleAnimator(using: self)
        if let vendedAnimator, vendedAnimator !== animator {
            violate(
                "interruptibleAnimator(using:) returned another animator", Contract.sameInterruptibleAnimator)
        }
        vendedAnimator = animator
        return animator
    }

    /// Records a call UIKit made on the transition's objects.
    func note(_ event: NavigationEvent) {
        onEvent?(event)
    }

    func violate(_ member: String, _ citation: HeaderCitation) {
        ledger.record(
            ContractViolation(
                model: "TransitionContextModel", member: member,
                state: isComplete ? "completed" : (isInteractive ? "interactive" : "running"),
                citation: citation))
    }

    private func admitsInteraction(_ member: String, whileInteractive: Bool = false) -> Bool {
        guard completions.isEmpty else {
            violate(member, Contract.interactiveBeforeCompletion)
            return false
        }
        guard !whileInteractive || isInteractive else {
            violate(member, Contract.interactiveCallsWhileInteractive)
            return false
        }
        return true
    }

    func setInteractiveWithoutNotifying(_ interactive: Bool) {
        isInteractive = interactive
    }

    private func setInteractive(_ interactive: Bool) {
        isInteractive = interactive
        coordinator?.interactionDidChange(isInteractive: interactive, cancelled: transitionWasCancelled)
    }
}
