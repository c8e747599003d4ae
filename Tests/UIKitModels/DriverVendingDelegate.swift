import Foundation
import TransitionKitCore

/// The navigation delegate the way `NavigationDelegate` vends: its own animator for every push
/// and pop (or none, UIKit's slide, when ``vendsAnimator`` is `false`), and the driver when the
/// coordinator says so.
@MainActor
package final class DriverVendingDelegate: ModeledNavigationControllerDelegate {
    /// The factory the animators are made by.
    package let animations: AnimatorFactoryModel
    /// The driver vended as the interaction controller.
    package weak var driver: ModelPanDriver?
    /// Whether it vends an animator (else UIKit's own slide plays).
    package var vendsAnimator = true
    /// Whether to vend an animator for an operation between two screens (by name); by default
    /// ``vendsAnimator``.
    package var vendsFor: ((NavigationOperation, String, String) -> Bool)?
    /// Whether the animators vended are interruptible.
    package var interruptible = true
    /// The last animator vended.
    package private(set) var lastAnimation: InterruptibleAnimationController?

    /// Creates a delegate vending animators made by `animations`.
    package init(animations: AnimatorFactoryModel) {
        self.animations = animations
    }

    package var implementedMethods: Set<NavigationDelegateMethod> {
        [.animationController, .interactionController]
    }

    package func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        guard vendsFor?(operation, fromVC.name, toVC.name) ?? vendsAnimator else { return nil }
        let animation = InterruptibleAnimationController(animations: animations)
        animation.implementsInterruptibleAnimator = interruptible
        lastAnimation = animation
        return animation
    }

    package func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        guard let driver,
            driver.coordinator.interactionController(for: ModeledAnimationController(animationController))
                != nil
        else { return nil }
        return driver
    }
}
