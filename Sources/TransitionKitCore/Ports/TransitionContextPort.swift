import Foundation

/// The part of `UIViewControllerContextTransitioning` (`UIViewControllerTransitioning.h`) the transition
/// code uses; `completeTransition(_:)` exactly once, with `!transitionWasCancelled`.
@MainActor
package protocol TransitionContextPort {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewPort
    /// The view controller type (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerPort

    /// The identity of the transition: equal for the same context however it was wrapped.
    var contextIdentifier: ObjectIdentifier { get }
    /// `containerView`: where the transition's views animate.
    var containerView: PortView { get }
    var isAnimated: Bool { get }
    /// `isInteractive`: whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    /// `presentationStyle`: ``PresentationStyle/none`` for a push or a pop.
    var presentationStyle: PresentationStyle { get }

    /// Exactly once, when the transition completes (`true`) or is cancelled (`false`).
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: TransitionContextKey) -> PortViewController?
    /// `view(forKey:)`: `nil` means the animator must not touch that side's view.
    func view(forKey key: TransitionContextKey) -> PortView?
    /// `initialFrame(for:)`: `.zero` when unknown.
    func initialFrame(for viewController: PortViewController) -> CGRect
    /// `finalFrame(for:)`: `.zero` when the view leaves the window at the end; otherwise it must be
    /// respected.
    func finalFrame(for viewController: PortViewController) -> CGRect
}
