/// The UIKit objects a ``PanInteractionCore`` works with: UIKit's types on device
/// (`UIKitPanInteractionPorts`), the contract models in tests.
@MainActor
package protocol PanInteractionPorts {
    /// The navigation controller whose pops are driven (`UINavigationController`).
    associatedtype Navigation: NavigationStackPort
    /// The pan recognizers: the pop pan and the catching pan (`UIPanGestureRecognizer`).
    associatedtype Gesture: GestureRecognizerPort where Gesture.PortView == Navigation.PortView
    /// A touch landing on one of the recognizers (`UITouch`).
    associatedtype Touch: TouchPort where Touch.PortView == Navigation.PortView
    /// The percent-driven interaction controller UIKit starts (the driver itself, a
    /// `UIPercentDrivenInteractiveTransition`).
    associatedtype Interaction: PercentDrivenTransitionPort
    /// The animation controller of the transition the interaction drives
    /// (`UIViewControllerAnimatedTransitioning`).
    associatedtype AnimationController: AnimationControllerPort

    /// `navigationController.view.addGestureRecognizer(gesture)` (loads the view).
    static func addGestureRecognizer(_ gesture: Gesture, to navigation: Navigation)

    /// `gesture.view?.removeGestureRecognizer(gesture)`.
    static func removeGestureRecognizer(_ gesture: Gesture)
}
