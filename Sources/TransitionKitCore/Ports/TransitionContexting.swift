import Foundation

/// What a coordinator calls on a transition context: the part of
/// `UIViewControllerContextTransitioning` (`UIViewControllerTransitioning.h`) the transition code
/// uses, in UIKit's words.
///
/// ```swift
/// let toView = context.view(forKey: .to)
/// let finalFrame = context.viewController(forKey: .to).map(context.finalFrame(for:)) ?? .zero
/// animator.addCompletion { position in context.completeTransition(!context.transitionWasCancelled) }
/// ```
///
/// The contract: `completeTransition(_:)` exactly once per transition, with
/// `!transitionWasCancelled`. The model records every breach.
///
/// The interactive calls (`updateInteractiveTransition(_:)`, `finish…`, `cancel…`,
/// `pauseInteractiveTransition()`) are not part of the port: the library never makes them — UIKit's
/// own percent-driven interaction controller does (`TransitionContextModel` keeps them for the
/// model of that controller).
///
/// On device `UIKitTransitionContext` wraps UIKit's context (a protocol-typed object); in tests
/// `TransitionContextModel` is created by `NavigationControllerModel`.
@MainActor
package protocol TransitionContexting {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewProperties
    /// The view controller type (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerProperties

    /// The identity of the transition: equal for the same context however it was wrapped.
    var contextIdentifier: ObjectIdentifier { get }
    /// `containerView`: where the transition's views animate.
    var containerView: PortView { get }
    /// `isAnimated`.
    var isAnimated: Bool { get }
    /// `isInteractive`: whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// `transitionWasCancelled`.
    var transitionWasCancelled: Bool { get }
    /// `presentationStyle`: ``PresentationStyle/none`` for a push or a pop.
    var presentationStyle: PresentationStyle { get }

    /// `completeTransition(_:)`: exactly once, when the transition completes or is cancelled.
    ///
    /// - Parameter didComplete: `true` when it finished, `false` when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// `viewController(forKey:)`.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: That side's view controller.
    func viewController(forKey key: TransitionContextKey) -> PortViewController?
    /// `view(forKey:)`: `nil` means the animator must not touch that side's view.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: That side's view.
    func view(forKey key: TransitionContextKey) -> PortView?
    /// `initialFrame(for:)`: `.zero` when unknown.
    ///
    /// - Parameter viewController: One of the transition's view controllers.
    /// - Returns: Its view's frame at the start.
    func initialFrame(for viewController: PortViewController) -> CGRect
    /// `finalFrame(for:)`: `.zero` when the view leaves the window at the end; otherwise it must
    /// be respected.
    ///
    /// - Parameter viewController: One of the transition's view controllers.
    /// - Returns: Its view's frame at the end.
    func finalFrame(for viewController: PortViewController) -> CGRect
}
