import Foundation

/// The part of `UIViewControllerTransitionCoordinator` (`UIViewControllerTransitionCoordinator.h`) the
/// transition code uses; the coordinator reported may be a presentation's around the controller.
@MainActor
package protocol TransitionCoordinatorPort {
    /// The view controller type (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerPort

    var isAnimated: Bool { get }
    /// `isInteractive`: whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// `initiallyInteractive`: whether it started interactive; never changes.
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// `isCancelled`: set only for an interactive transition that was cancelled.
    var isCancelled: Bool { get }
    /// `percentComplete` when the transition went non-interactive.
    var percentComplete: CGFloat { get }
    /// `transitionDuration`: the full non-interactive duration.
    var transitionDuration: TimeInterval { get }
    /// `presentationStyle`: ``PresentationStyle/none`` for a push or a pop.
    var presentationStyle: PresentationStyle { get }

    func viewController(forKey key: TransitionContextKey) -> PortViewController?

    /// `animate(alongsideTransition:completion:)`; `completion` runs after the transition completes. Returns
    /// whether the animations were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (TransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// `notifyWhenInteractionChanges(_:)`: at each change between interactive and not, before the appearance
    /// callbacks.
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionCoordinatorContext) -> Void)
}

extension TransitionCoordinatorPort {
    /// A push or pop of the controller itself: `transitionCoordinator` falls back to a presenter's or
    /// parent's (`UIViewControllerTransitionCoordinator.h`), whose style is not `.none`, sides not children.
    func isTransition(of navigationController: AnyObject) -> Bool {
        guard presentationStyle == .none else { return false }
        return viewController(forKey: .from)?.parent === navigationController
            || viewController(forKey: .to)?.parent === navigationController
    }
}
