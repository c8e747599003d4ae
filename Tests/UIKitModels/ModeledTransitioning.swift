import Foundation
import TransitionKitCore

/// What the navigation model calls on an animation controller: the neutral stand-in for
/// `UIViewControllerAnimatedTransitioning` (`UIViewControllerTransitioning.h`).
///
/// Test glue (or a coordinator) conforms; the models call it in UIKit's order.
/// ``implementsInterruptibleAnimator`` stands for `responds(to: #selector(interruptibleAnimator(using:)))`:
/// "A conforming object implements this method if the transition it creates can be interrupted.
/// … It is expected that this method will return the same instance for the life of a transition."
/// (The models record a different instance as a violation.)
@MainActor
package protocol ModeledAnimatedTransitioning: AnyObject {
    /// Whether the object implements ``interruptibleAnimator(using:)``.
    var implementsInterruptibleAnimator: Bool { get }
    /// `transitionDuration(using:)`.
    ///
    /// - Parameter context: The transition's context.
    /// - Returns: The non-interactive duration.
    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval
    /// `animateTransition(using:)`.
    ///
    /// - Parameter context: The transition's context.
    func animateTransition(using context: TransitionContextModel)
    /// `interruptibleAnimator(using:)`; asked only when ``implementsInterruptibleAnimator``.
    ///
    /// - Parameter context: The transition's context.
    /// - Returns: The same animator for the whole transition.
    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort
    /// `animationEnded(_:)`: "invoked by the system when the transition context's
    /// completeTransition: method is invoked".
    ///
    /// - Parameter transitionCompleted: The value passed to `completeTransition(_:)`.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ModeledAnimatedTransitioning {
    /// Nothing by default (the method is optional in UIKit).
    package func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the navigation model calls on an interaction controller: the neutral stand-in for
/// `UIViewControllerInteractiveTransitioning` (`UIViewControllerTransitioning.h`).
///
/// "If there is an interaction controller its startInteractiveTransition: is called first and its
/// up to the the interaction controller object to call the animateTransition: method if needed."
/// `wantsInteractiveStart`: "If an interactor does not implement this method, YES is assumed."
@MainActor
package protocol ModeledInteractiveTransitioning: AnyObject {
    /// `wantsInteractiveStart`.
    var wantsInteractiveStart: Bool { get }
    /// `startInteractiveTransition(_:)`.
    ///
    /// - Parameter context: The transition's context.
    func startInteractiveTransition(_ context: TransitionContextModel)
}

/// The optional `UINavigationControllerDelegate` methods (`UINavigationController.h`).
package enum NavigationDelegateMethod: Sendable, Hashable, CaseIterable {
    /// `navigationController(_:willShow:animated:)`.
    case willShow
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
    /// `navigationController(_:interactionControllerFor:)`.
    case interactionController
    /// `navigationControllerSupportedInterfaceOrientations(_:)`.
    case supportedInterfaceOrientations
    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
    case preferredInterfaceOrientation
}

/// What the navigation model calls on its delegate: the neutral stand-in for
/// `UINavigationControllerDelegate`, whose methods are all optional.
///
/// ``implementedMethods`` stands for `responds(to:)`: UIKit asks which optional methods a delegate
/// implements when it is assigned and caches the answers, so the model reads the set once per
/// assignment and calls only those methods until the next assignment. Every method has a default
/// that does nothing, so a conformer writes only what it lists.
@MainActor
package protocol ModeledNavigationControllerDelegate: AnyObject {
    /// The optional methods this object implements, read when it is assigned as the delegate.
    var implementedMethods: Set<NavigationDelegateMethod> { get }
    /// `navigationController(_:willShow:animated:)`.
    func navigationController(
        _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
        animated: Bool)
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(
        _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
        animated: Bool)
    /// `navigationController(_:animationControllerFor:from:to:)`.
    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)?
    /// `navigationController(_:interactionControllerFor:)`.
    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)?
}

extension ModeledNavigationControllerDelegate {
    /// Does nothing.
    package func navigationController(
        _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
        animated: Bool
    ) {}
    /// Does nothing.
    package func navigationController(
        _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
        animated: Bool
    ) {}
    /// `nil`: UIKit animates.
    package func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    package func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? { nil }
}

/// What the presentation model calls on a presented controller's transitioning delegate: the
/// neutral stand-in for `UIViewControllerTransitioningDelegate` (`UIViewControllerTransitioning.h`),
/// whose methods are all optional (a `nil` answer lets UIKit animate, or makes the transition
/// non-interactive).
///
/// The model calls them in UIKit's order: `animationController(forPresented:presenting:source:)`,
/// then — only when it vended one — `interactionControllerForPresentation(using:)`; for the
/// dismissal `animationController(forDismissed:)`, then `interactionControllerForDismissal(using:)`.
@MainActor
package protocol ModeledTransitioningDelegate: AnyObject {
    /// `animationController(forPresented:presenting:source:)`.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: UIKit's presenting controller: the farthest ancestor of `source`.
    ///   - source: The controller `present` was called on.
    /// - Returns: The animation controller, or `nil` for UIKit's own animation.
    func animationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)?
    /// `interactionControllerForPresentation(_:)`.
    ///
    /// - Parameter animator: The animation controller vended for the presentation.
    /// - Returns: The interaction controller, or `nil`.
    func interactionControllerForPresentation(using animator: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    /// `animationController(forDismissed:)`.
    ///
    /// - Parameter dismissed: The presented controller being dismissed.
    /// - Returns: The animation controller, or `nil` for UIKit's own animation.
    func animationController(forDismissed dismissed: ViewControllerModel) -> (
        any ModeledAnimatedTransitioning
    )?
    /// `interactionControllerForDismissal(_:)`.
    ///
    /// - Parameter animator: The animation controller vended for the dismissal.
    /// - Returns: The interaction controller, or `nil`.
    func interactionControllerForDismissal(using animator: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    /// `presentationController(forPresented:presenting:source:)` (`UIViewControllerTransitioning.h:190`),
    /// asked (first) for a `.custom` presentation only, as UIKit asks it.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: UIKit's presenting controller.
    ///   - source: The controller `present` was called on.
    /// - Returns: The presentation controller, or `nil` for UIKit's default one (which hands the
    ///   presented controller's own view).
    func presentationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> PresentationControllerModel?
}

extension ModeledTransitioningDelegate {
    /// `nil`: UIKit's default presentation controller (the method is optional).
    package func presentationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> PresentationControllerModel? { nil }
}
