import Foundation

/// What a coordinator calls on a transition coordinator: the part of
/// `UIViewControllerTransitionCoordinator` (`UIViewControllerTransitionCoordinator.h`) the
/// transition code uses, in UIKit's words.
///
/// ```swift
/// guard let coordinator = navigationController.activeTransitionCoordinator,
///       coordinator.presentationStyle == .none,
///       coordinator.viewController(forKey: .from)?.parent === navigationController
/// else { return }  // a presentation around the navigation controller, not its own transition
/// _ = coordinator.animate(alongsideTransition: nil) { context in finished(!context.isCancelled) }
/// ```
///
/// A view controller's `transitionCoordinator` falls back to its parent's or presenter's, so the
/// coordinator a navigation controller reports may belong to a presentation that contains it:
/// ``presentationStyle`` is then not ``PresentationStyle/none`` and `viewController(forKey: .from)`
/// is not one of its children.
///
/// On device `UIKitTransitionCoordinator` wraps UIKit's coordinator; in tests
/// `TransitionCoordinatorModel` runs the blocks when the modelled transition reaches them.
@MainActor
package protocol TransitionCoordinating {
    /// The view controller type (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerProperties

    /// `isAnimated`.
    var isAnimated: Bool { get }
    /// `isInteractive`: whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// `initiallyInteractive`: whether it started interactive; never changes.
    var initiallyInteractive: Bool { get }
    /// `isInterruptible`.
    var isInterruptible: Bool { get }
    /// `isCancelled`: set only for an interactive transition that was cancelled.
    var isCancelled: Bool { get }
    /// `percentComplete` when the transition went non-interactive.
    var percentComplete: CGFloat { get }
    /// `transitionDuration`: the full non-interactive duration.
    var transitionDuration: TimeInterval { get }
    /// `presentationStyle`: ``PresentationStyle/none`` for a push or a pop.
    var presentationStyle: PresentationStyle { get }

    /// `viewController(forKey:)`.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: That side's view controller.
    func viewController(forKey key: TransitionContextKey) -> PortViewController?

    /// `animate(alongsideTransition:completion:)`: runs `animation` in the transition's animation
    /// and `completion` after the transition completes.
    ///
    /// - Parameters:
    ///   - animation: Alongside animations, or `nil`.
    ///   - completion: Called after the transition completes, or `nil`.
    /// - Returns: Whether the animations were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (TransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// `notifyWhenInteractionChanges(_:)`: called each time the transition goes from interactive to
    /// non-interactive or back, before the appearance callbacks.
    ///
    /// - Parameter handler: Receives the context at each change.
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionCoordinatorContext) -> Void)
}

extension TransitionCoordinating {
    /// Whether this coordinator is a push or pop of `navigationController` itself, not a
    /// presentation around it or a transition of a parent.
    ///
    /// A view controller's `transitionCoordinator` falls back to its presenter's or parent's
    /// (`UIViewControllerTransitionCoordinator.h`), so a navigation controller shown in a sheet
    /// reports the sheet's coordinator: its `presentationStyle` is not `.none`
    /// ("UIModalPresentationNone if this is not a modal presentation or dismissal"), and neither of
    /// its view controllers is a child of the navigation controller. A push or pop of the
    /// controller leaves or reveals one of its children (a popped screen stays a child until the
    /// transition completes).
    ///
    /// ```swift
    /// guard let coordinator = navigationController.activeTransitionCoordinator,
    ///       coordinator.isTransition(of: navigationController) else { return }
    /// ```
    ///
    /// - Parameter navigationController: The navigation controller.
    /// - Returns: `true` for its own transition.
    package func isTransition(of navigationController: AnyObject) -> Bool {
        guard presentationStyle == .none else { return false }
        return viewController(forKey: .from)?.parent === navigationController
            || viewController(forKey: .to)?.parent === navigationController
    }
}
