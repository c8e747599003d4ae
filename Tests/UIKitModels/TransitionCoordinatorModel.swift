import Foundation
import TransitionKitCore

/// A model of `UIViewControllerTransitionCoordinator` (`UIViewControllerTransitionCoordinator.h`)
/// behind the ``TransitionCoordinatorPort`` port, created by ``NavigationControllerModel`` for its own
/// transitions and for a presentation around it.
///
/// It follows these lines:
/// - "Any animations specified will be run in the same animation context as the transition. …
///   The completionBlock is invoked after the transition completes. … It is perfectly legitimate
///   to only specify a completion block. This method returns YES if the animations are
///   successfully queued to run." — alongside blocks go into the transition's interruptible
///   animator when it has one, and run at once otherwise ("Note that for transitioning animators
///   that are not implemented with UIView animations, the alongside animations will be run just
///   after their animateTransition: method returns."). After the transition completed the
///   coordinator is gone on device: the model returns `false` and never calls the blocks.
/// - `notifyWhenInteractionChangesUsingBlock:`: "It is called each time the transition moves from
///   an interactive to a non-interactive state and vice-versa."
/// - `isCancelled`: "It is only set to YES for an interactive transition that was cancelled." It
///   is set when the interaction ends cancelled, before the interaction-change handlers run
///   (`notifyWhenInteractionEndsUsingBlock:`: "The handler will typically then do something
///   depending on whether or not the transition isCancelled").
/// - `presentationStyle`: "A modal presentation style whose transition is being customized or
///   UIModalPresentationNone if this is not a modal presentation or dismissal."
@MainActor
package final class TransitionCoordinatorModel: TransitionCoordinatorPort {
    /// The view controller type.
    package typealias PortViewController = ViewControllerModel

    private enum Delivery {
        case pending
        case animator(any PropertyAnimatorPort)
        case immediate
        case closed
    }

    /// `isAnimated`.
    package internal(set) var isAnimated: Bool
    /// `isInteractive`.
    package internal(set) var isInteractive = false
    /// `initiallyInteractive`.
    package internal(set) var initiallyInteractive = false
    /// `isInterruptible`.
    package internal(set) var isInterruptible = false
    /// `isCancelled`.
    package internal(set) var isCancelled = false
    /// `percentComplete`.
    package internal(set) var percentComplete: CGFloat = 0
    /// `transitionDuration`.
    package internal(set) var transitionDuration: TimeInterval = 0
    /// `presentationStyle`.
    package let presentationStyle: PresentationStyle
    /// Whether the transition completed and the completion blocks ran.
    package private(set) var hasCompleted = false

    private let from: ViewControllerModel?
    private let to: ViewControllerModel?
    private var delivery = Delivery.pending
    private var alongside: [@MainActor (TransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (TransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [@MainActor (TransitionCoordinatorContext) -> Void] = []

    /// Creates a coordinator.
    ///
    /// - Parameters:
    ///   - from: The view controller being left.
    ///   - to: The view controller being shown.
    ///   - presentationStyle: `.none` for a push or a pop.
    ///   - isAnimated: Whether the transition is animated.
    package init(
        from: ViewControllerModel?, to: ViewControllerModel?, presentationStyle: PresentationStyle = .none,
        isAnimated: Bool = true
    ) {
        self.from = from
        self.to = to
        self.presentationStyle = presentationStyle
        self.isAnimated = isAnimated
    }

    /// The readings passed to blocks.
    package var context: TransitionCoordinatorContext {
        TransitionCoordinatorContext(
            isAnimated: isAnimated, isInteractive: isInteractive, initiallyInteractive: initiallyInteractive,
            isInterruptible: isInterruptible, isCancelled: isCancelled, percentComplete: percentComplete,
            transitionDuration: transitionDuration, presentationStyle: presentationStyle)
    }

    /// `viewController(forKey:)`.
    package func viewController(forKey key: TransitionContextKey) -> ViewControllerModel? {
        key == .from ? from : to
    }

    /// `animate(alongsideTransition:completion:)`.
    @discardableResult
    package func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if case .closed = delivery { return false }
        if let completion { completions.append(completion) }
        if let animation { deliver(animation) }
        return true
    }

    /// `notifyWhenInteractionChanges(_:)`.
    package func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (TransitionCoordinatorContext) -> Void
    ) {
        guard !hasCompleted else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Driven by the transition (the navigation model; tests of the coordinator itself)

    /// Whether the transition has not started running its alongside blocks yet.
    package var awaitsStart: Bool {
        guard case .pending = delivery else { return false }
        return true
    }

    /// The transition started: pending alongside blocks go into `animator` (or run now without one),
    /// and so do later ones.
    package func startAlongside(in animator: (any PropertyAnimatorPort)?) {
        guard case .pending = delivery else { return }
        delivery = animator.map(Delivery.animator) ?? .immediate
        let blocks = alongside
        alongside = []
        for block in blocks { deliver(block) }
    }

    /// The transition went interactive or non-interactive; `cancelled` when it ended cancelled.
    package func interactionDidChange(isInteractive: Bool, cancelled: Bool = false) {
        guard isInteractive != self.isInteractive, !hasCompleted else { return }
        self.isInteractive = isInteractive
        isCancelled = !isInteractive && cancelled
        let context = self.context
        for handler in interactionHandlers { handler(context) }
    }

    /// The transition completed: the completion blocks run once.
    package func complete(cancelled: Bool) {
        guard !hasCompleted else { return }
        isCancelled = cancelled
        isInteractive = false
        hasCompleted = true
        delivery = .closed
        let context = self.context
        let blocks = completions
        completions = []
        alongside = []
        interactionHandlers = []
        for block in blocks { block(context) }
    }

    private func deliver(_ block: @escaping @MainActor (TransitionCoordinatorContext) -> Void) {
        switch delivery {
        case .pending: alongside.append(block)
        case .animator(let animator):
            animator.addAnimations { [weak self] in block(self?.context ?? TransitionCoordinatorContext()) }
        case .immediate: block(context)
        case .closed: break
        }
    }
}
