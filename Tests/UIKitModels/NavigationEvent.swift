import TransitionKitCore

/// One call UIKit makes during a navigation, as ``NavigationControllerModel/events`` logs it (view
/// controllers by name), so tests can assert UIKit's order.
///
/// ```swift
/// #expect(navigation.events == [.willShow("detail", animated: true),
///                               .animationController(.push, from: "grid", to: "detail"), …])
/// ```
package enum NavigationEvent: Sendable, Hashable {
    /// The delegate's `navigationController(_:willShow:animated:)`.
    case willShow(String, animated: Bool)
    /// The delegate's `navigationController(_:didShow:animated:)`.
    case didShow(String, animated: Bool)
    /// The delegate's `navigationController(_:animationControllerFor:from:to:)`.
    case animationController(NavigationOperation, from: String, to: String)
    /// The delegate's `navigationController(_:interactionControllerFor:)`.
    case interactionController
    /// The animation controller's `transitionDuration(using:)`.
    case transitionDuration
    /// The interaction controller's `startInteractiveTransition(_:)`.
    case startInteractiveTransition
    /// The animation controller's `animateTransition(using:)`.
    case animateTransition
    /// The animation controller's `interruptibleAnimator(using:)`.
    case interruptibleAnimator
    /// The context's `completeTransition(_:)`.
    case completeTransition(Bool)
    /// The animation controller's `animationEnded(_:)`.
    case animationEnded(Bool)
    /// The transition coordinator's completion blocks.
    case coordinatorCompletion(cancelled: Bool)
}
