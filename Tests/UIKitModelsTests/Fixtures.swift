import Foundation
import TransitionKitCore
import UIKitModels

/// A plain slide written the way a careful animator is: one property animator for the whole
/// transition, vended as the interruptible animator, started by `animateTransition` only if no
/// interaction started it, completing with `!transitionWasCancelled`.
@MainActor
final class SlideAnimationController: ModeledAnimatedTransitioning {
    let animations: AnimatorFactoryModel
    let duration: TimeInterval
    var implementsInterruptibleAnimator = true
    private(set) var animator: PropertyAnimatorModel?
    private(set) var endedWith: [Bool] = []

    init(animations: AnimatorFactoryModel, duration: TimeInterval = 0.4) {
        self.animations = animations
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { duration }

    func animateTransition(using context: TransitionContextModel) {
        let animator = makeAnimator(context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimating {
        makeAnimator(context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith.append(transitionCompleted)
        animator = nil
    }

    private func makeAnimator(_ context: TransitionContextModel) -> PropertyAnimatorModel {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: duration, timing: .linear, initialVelocity: .zero)
        self.animator = animator
        let container = context.containerView
        if let toView = context.view(forKey: .to) {
            animations.performWithoutAnimation {
                container.addSubview(toView)
                toView.frame = container.bounds
                toView.alpha = 0
            }
            animator.addAnimations { toView.alpha = 1 }
        }
        animator.addCompletion { [weak context] _ in
            guard let context else { return }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}

/// A delegate that implements what it is told to and vends what it is given.
@MainActor
final class ScriptedDelegate: ModeledNavigationControllerDelegate {
    var implementedMethods: Set<NavigationDelegateMethod>
    var animationController: (any ModeledAnimatedTransitioning)?
    var interactionController: (any ModeledInteractiveTransitioning)?
    var onWillShow: ((NavigationControllerModel, ViewControllerModel) -> Void)?
    private(set) var coordinatorsAtWillShow: [TransitionCoordinatorModel?] = []

    init(_ methods: Set<NavigationDelegateMethod> = Set(NavigationDelegateMethod.allCases)) {
        implementedMethods = methods
    }

    func navigationController(
        _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        coordinatorsAtWillShow.append(navigationController.activeTransitionCoordinator)
        onWillShow?(navigationController, viewController)
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        animationController
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        interactionController
    }
}

/// A ledger, a clock, a window and a navigation controller holding `root` in it.
@MainActor
struct Scene {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let navigation: NavigationControllerModel
    let root: ViewControllerModel
    let animations: AnimatorFactoryModel

    init() {
        window = ViewModel.window(ledger: ledger)
        root = ViewControllerModel("root", ledger: ledger)
        navigation = NavigationControllerModel(rootViewController: root, ledger: ledger, clock: clock)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        window.addSubview(navigation.view)
    }

    func screen(_ name: String) -> ViewControllerModel {
        ViewControllerModel(name, ledger: ledger)
    }
}
