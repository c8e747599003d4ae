import Foundation
import TransitionKitCore

/// One animated push or pop of a ``NavigationControllerModel``, from the request to
/// `completeTransition(_:)`.
@MainActor
final class ActiveTransition {
    let operation: NavigationOperation
    let from: ViewControllerModel
    let to: ViewControllerModel
    let stackBefore: [ViewControllerModel]
    let popped: [ViewControllerModel]
    let context: TransitionContextModel
    let coordinator: TransitionCoordinatorModel
    var animationController: (any ModeledAnimatedTransitioning)?
    var interactionController: (any ModeledInteractiveTransitioning)?
    /// Whether UIKit's own slide runs (the delegate vended no animation controller).
    var isSystem = false
    /// Whether the classic tab bar rides UIKit's own slide (it shows or hides with this push or pop).
    var carriesTabBar = false

    init(
        operation: NavigationOperation, from: ViewControllerModel, to: ViewControllerModel,
        stackBefore: [ViewControllerModel], popped: [ViewControllerModel], context: TransitionContextModel,
        coordinator: TransitionCoordinatorModel
    ) {
        self.operation = operation
        self.from = from
        self.to = to
        self.stackBefore = stackBefore
        self.popped = popped
        self.context = context
        self.coordinator = coordinator
    }
}

extension NavigationControllerModel {
    /// Plays an animated push or pop in UIKit's order (see the type's discussion).
    func runTransition(
        _ operation: NavigationOperation, from: ViewControllerModel, to: ViewControllerModel,
        stackBefore: [ViewControllerModel], popped: [ViewControllerModel]
    ) {
        let bounds = containerView.bounds
        let coordinator = TransitionCoordinatorModel(from: from, to: to)
        let context = TransitionContextModel(
            ledger: ledger, containerView: containerView, from: from, to: to, fromView: from.view,
            toView: to.view,
            initialFrames: [ObjectIdentifier(from): bounds], finalFrames: [ObjectIdentifier(to): bounds])
        context.coordinator = coordinator
        context.onEvent = { [weak self] event in self?.log(event) }
        let transition = ActiveTransition(
            operation: operation, from: from, to: to, stackBefore: stackBefore, popped: popped,
            context: context,
            coordinator: coordinator)
        self.transition = transition
        logBeginning(operation, from: from, to: to)
        context.onComplete = { [weak self, weak transition] didComplete in
            guard let self, let transition, self.transition === transition else { return }
            self.transitionDidComplete(transition, didComplete: didComplete)
        }

        delegateWillShow(to, animated: true)
        var animationController: (any ModeledAnimatedTransitioning)?
        var interactionController: (any ModeledInteractiveTransitioning)?
        if delegateMethods.contains(.animationController), let delegate {
            log(.animationController(operation, from: from.name, to: to.name))
            animationController = delegate.navigationController(
                self, animationControllerFor: operation, from: from, to: to)
        }
        if let vended = animationController, delegateMethods.contains(.interactionController), let delegate {
            log(.interactionController)
            interactionController = delegate.navigationController(self, interactionControllerFor: vended)
        }
        let isSystem = animationController == nil
        let moving = operation == .push ? to : from
        let systemAnimation: SystemAnimation = moving.preferredTransition == .zoom ? .zoom : .slide
        if isSystem { systemAnimations.append(systemAnimation) }
        var animation: any ModeledAnimatedTransitioning
        if let animationController {
            animation = animationController
        } else {
            let slide = SystemSlideAnimator(
                operation: operation, animation: systemAnimation, animations: animations)
            if systemAnimation == .slide, tabBarVariant.isMovedByTransitions, let bar = tabBarView,
                bar.isHidden != hidesTabBarForStack
            {
                slide.tabBar = bar
                transition.carriesTabBar = true
            }
            animation = slide
        }
        if isSystem, let system = pendingSystemInteraction {
            interactionController = system
        }
        if isSystem {
            // UIKit's own slide: only the context's completion is a call worth logging.
            context.onEvent = { [weak self] event in
                if case .completeTransition = event { self?.log(event) }
            }
        }
        transition.animationController = animation
        transition.interactionController = interactionController
        transition.isSystem = isSystem
        context.animationController = animation
        context.setInitiallyInteractive(interactionController?.wantsInteractiveStart ?? false)
        coordinator.isInterruptible = animation.implementsInterruptibleAnimator
        coordinator.initiallyInteractive = context.isInteractive
        coordinator.isInteractive = context.isInteractive

        appearance(from, .willDisappear, animated: true)
        appearance(to, .willAppear, animated: true)
        barsFollowStack()
        if let interactionController {
            context.note(.startInteractiveTransition)
            interactionController.startInteractiveTransition(context)
        } else {
            context.note(.transitionDuration)
            coordinator.transitionDuration = animation.transitionDuration(using: context)
            context.note(.animateTransition)
            animation.animateTransition(using: context)
        }
        if !context.isComplete, coordinator.awaitsStart {
            coordinator.startAlongside(in: context.askInterruptibleAnimator())
        }
    }

    /// The animation called `completeTransition(_:)`: settle the stack and the views, then
    /// `animationEnded`, the appearance ends, `didShow` (finished only), the coordinator's
    /// completions and a deferred navigation.
    func transitionDidComplete(_ transition: ActiveTransition, didComplete: Bool) {
        if didComplete {
            if transition.to.viewIfLoaded?.superview !== containerView {
                violate(
                    "completeTransition(true) with '\(transition.to.name)' not in the container",
                    TransitionContextModel.Contract.animateInContainer)
            }
            release(transition.popped)
            if transition.operation == .pop || transition.from.viewIfLoaded?.superview === containerView {
                transition.from.viewIfLoaded?.removeFromSuperview()
            }
            show(transition.to)
            if transition.operation == .push { transition.to.didMove(toParent: self) }
        } else {
            let pushed = viewControllers.filter { now in !transition.stackBefore.contains { $0 === now } }
            setStack(transition.stackBefore)
            release(pushed)
            transition.to.viewIfLoaded?.removeFromSuperview()
            show(transition.from)
            appearance(transition.to, .willDisappear, animated: true)
            appearance(transition.from, .willAppear, animated: true)
            barsFollowStack()
        }
        self.transition = nil
        if !transition.isSystem { log(.animationEnded(didComplete)) }
        transition.animationController?.animationEnded(didComplete)
        let (gone, shown) = didComplete ? (transition.from, transition.to) : (transition.to, transition.from)
        appearance(gone, .didDisappear, animated: true)
        appearance(shown, .didAppear, animated: true)
        if didComplete { delegateDidShow(transition.to, animated: true) }
        log(.coordinatorCompletion(cancelled: !didComplete))
        transition.coordinator.complete(cancelled: !didComplete)
        runDeferredNavigation()
    }
}

extension TransitionContextModel {
    /// Sets `isInteractive` at the start, before any interaction changes are reported.
    func setInitiallyInteractive(_ interactive: Bool) {
        setInteractiveWithoutNotifying(interactive)
    }
}
