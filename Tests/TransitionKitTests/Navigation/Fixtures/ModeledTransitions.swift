import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What `NavigationDelegate` is on device, over the UIKit contract models: the navigation
/// controller's delegate, forwarding every call to a ``NavigationDelegateCore`` and
/// answering its host members in one line each. Nothing here decides.
@MainActor
final class ModeledTransitions: ModeledNavigationControllerDelegate, NavigationDelegateHost {
    typealias Stack = NavigationControllerModel
    typealias Transition = ModeledTransition
    typealias Animation = any ModeledAnimatedTransitioning
    typealias Interaction = any ModeledInteractiveTransitioning
    typealias Driver = ModeledDriver
    typealias Animator = InterruptibleAnimationController

    let core: NavigationDelegateCore<ModeledTransitions>
    let animations: AnimatorFactoryModel
    /// The optional methods UIKit sees (all four by default, as `NavigationDelegate` implements them).
    var implementedMethods: Set<NavigationDelegateMethod> = [
        .willShow, .didShow, .animationController, .interactionController,
    ]
    var motionPreferences = MotionPreferences.standard
    /// The animators made, held weakly, with their decisions.
    private(set) var madeAnimators: [MadeAnimator] = []
    /// What the Objective-C forwarding hooks were told, in order.
    private(set) var forwardingTargets: [ObjectIdentifier?] = []

    init(animations: AnimatorFactoryModel, defaultTransition: ModeledTransition = .system) {
        self.animations = animations
        core = NavigationDelegateCore(defaultTransition: defaultTransition)
        core.host = self
    }

    var additionalDelegate: (any ModeledNavigationControllerDelegate)? {
        get { core.additionalDelegate }
        set { core.additionalDelegate = newValue }
    }

    func attach(to navigationController: NavigationControllerModel, interaction: ModeledDriver? = nil) {
        core.attach(to: navigationController, interaction: interaction)
    }

    func detach(from navigationController: NavigationControllerModel) {
        _ = core.detach(from: navigationController, holder: nil)
    }

    /// Observes every announcement; returns the log it fills (`willBegin push root→detail`, …).
    func recordAnnouncements() -> AnnouncementLog {
        let log = AnnouncementLog()
        _ = core.announcer.addObserver { [log] announcement in log.record(announcement) }
        return log
    }

    // MARK: UIKit calls

    func navigationController(
        _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        core.willShow(viewController, in: navigationController, animated: animated) {
            additionalDelegate?.navigationController(
                navigationController, willShow: viewController, animated: animated)
        }
    }

    func navigationController(
        _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        core.didShow(viewController, in: navigationController, animated: animated) {
            additionalDelegate?.navigationController(
                navigationController, didShow: viewController, animated: animated)
        }
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        core.vendor.animationController(
            operation: operation, from: fromVC, to: toVC, in: navigationController
        ) {
            additionalDelegate?.navigationController(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        core.vendor.interactionController(for: animationController, in: navigationController) {
            additionalDelegate?.navigationController(
                navigationController, interactionControllerFor: animationController)
        }
    }

    // MARK: Host

    var navigationDelegate: any ModeledNavigationControllerDelegate { self }

    func isTransitionsObject(_ delegate: any ModeledNavigationControllerDelegate) -> Bool {
        delegate is ModeledTransitions
    }

    func forwardedDelegate(of delegate: any ModeledNavigationControllerDelegate)
        -> (any ModeledNavigationControllerDelegate)?
    {
        (delegate as? ModeledTransitions)?.additionalDelegate
    }

    func detachTransitionsObject(
        _ delegate: any ModeledNavigationControllerDelegate,
        from navigationController: NavigationControllerModel
    ) {
        (delegate as? ModeledTransitions)?.detach(from: navigationController)
    }

    /// The screen a container entry holds (a bar-less stack's), or `nil` for a screen.
    var contentOfEntry: ((ViewControllerModel) -> ViewControllerModel?)?

    func transitionScreen(of viewController: ViewControllerModel) -> ViewControllerModel {
        contentOfEntry?(viewController) ?? viewController
    }

    func transitionToolbarHeight(of viewController: ViewControllerModel) -> Double? {
        nil
    }

    func style(of transition: ModeledTransition) -> TransitionStyle {
        transition.style
    }

    func customAnimationController(
        of transition: ModeledTransition, operation: NavigationOperation, from: ViewControllerModel,
        to: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        transition.makeAnimator?(operation, from, to)
    }

    func makeAnimator(for decision: TransitionDecision, transition: ModeledTransition?)
        -> InterruptibleAnimationController
    {
        let animator = InterruptibleAnimationController(
            animations: animations, duration: decision.duration, timing: .easeInOut)
        animator.operation = decision.operation
        madeAnimators.append(MadeAnimator(object: animator, decision: decision))
        return animator
    }

    func animationController(of animator: InterruptibleAnimationController)
        -> any ModeledAnimatedTransitioning
    {
        animator
    }

    /// The parts alongside animations asked for inside a transition the library does not play,
    /// in order: the nested keyframe UIKit would run. The model records the part and runs the
    /// block in the current context (it does not model nested keyframes' timing).
    private(set) var keyframeWindows: [TimeWindow] = []

    func animateKeyframe(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void) {
        keyframeWindows.append(window)
        animations()
    }

    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
        animations.clock.schedule(after: 0, action)
    }

    /// The transitions the core asked to scrub (`scrubsTransitions`), in order.
    private(set) var scrubRequests: [(stack: NavigationControllerModel, operation: NavigationOperation)] = []
    /// What a scrub request does (a test makes its session here).
    var onScrubRequest: ((NavigationControllerModel, NavigationOperation) -> Void)?

    func scrubRunningTransition(of stack: NavigationControllerModel, operation: NavigationOperation) {
        scrubRequests.append((stack, operation))
        onScrubRequest?(stack, operation)
    }

    /// The screens VoiceOver was told of (`UIAccessibility.post(notification: .screenChanged, …)`),
    /// by name, in order.
    private(set) var screenChanges: [String] = []

    func postScreenChanged(focusing screen: ViewControllerModel) {
        screenChanges.append(screen.name)
    }

    /// `preferredTransition != nil`, read from the screen (`nil` before iOS 18).
    func hasPreferredTransition(_ screen: ViewControllerModel) -> Bool {
        screen.preferredTransition != nil
    }

    /// The window's first responder.
    lazy var keyboard = FirstResponderModel(ledger: animations.ledger)

    func resignFirstResponder(in screen: ViewControllerModel) -> AnyObject? {
        guard let view = screen.viewIfLoaded,
            let responder = ResponderSearch.firstResponder(
                in: view, children: \.subviews, isFirstResponder: { [keyboard] in keyboard.current === $0 })
        else { return nil }
        keyboard.endEditing(in: view)
        return responder
    }

    func performWithoutAnimation(_ changes: () -> Void) {
        animations.performWithoutAnimation(changes)
    }

    func restoreFirstResponder(_ responder: AnyObject) {
        if let view = responder as? ViewModel { keyboard.becomeFirstResponder(view) }
    }

    func additionalDelegateDidChange(to delegate: (any ModeledNavigationControllerDelegate)?) {
        forwardingTargets.append(delegate.map { ObjectIdentifier($0) })
    }
}

/// The announcements an observer received, as lines (`willBegin push root→detail`).
@MainActor
final class AnnouncementLog {
    private(set) var lines: [String] = []
    /// The alongside hooks of the `.willBegin` announcements, in order.
    private(set) var alongside: [TransitionAnnouncement<ViewControllerModel>.Alongside] = []

    func record(_ announcement: TransitionAnnouncement<ViewControllerModel>) {
        lines.append(
            "\(announcement.phase) \(announcement.operation) \(announcement.from.name)→\(announcement.to.name)"
        )
        if let hook = announcement.alongside { alongside.append(hook) }
    }
}
