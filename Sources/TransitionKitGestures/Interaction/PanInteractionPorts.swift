/// The UIKit objects a ``PanInteractionCoordinator`` works with, named once per world: UIKit's
/// own types on device (`UIKitPanInteractionPorts`), the contract models in tests.
///
/// Every associated type is one of the core's ports (`TransitionKitCore/Ports`); the two static
/// functions are the only UIKit calls the coordinator makes that take two of those objects at
/// once (a recognizer and the view it is added to).
///
/// ```swift
/// enum UIKitPanInteractionPorts: PanInteractionPorts {
///     typealias Navigation = UINavigationController
///     typealias Gesture = UIPanGestureRecognizer
///     …
///     static func addGestureRecognizer(_ gesture: UIPanGestureRecognizer, to navigation: UINavigationController) {
///         navigation.view.addGestureRecognizer(gesture)
///     }
/// }
/// ```
@MainActor
package protocol PanInteractionPorts {
    /// The navigation controller whose pops are driven (`UINavigationController`).
    associatedtype Navigation: NavigationStackPort
    /// The pan recognizers: the pop pan and the catching pan (`UIPanGestureRecognizer`).
    associatedtype Gesture: GestureReading where Gesture.PortView == Navigation.PortView
    /// A touch landing on one of the recognizers (`UITouch`).
    associatedtype Touch: TouchReading where Touch.PortView == Navigation.PortView
    /// The percent-driven interaction controller UIKit starts (the driver itself, a
    /// `UIPercentDrivenInteractiveTransition`).
    associatedtype Interaction: PercentDrivenTransitioning
    /// The animation controller of the transition the interaction drives
    /// (`UIViewControllerAnimatedTransitioning`).
    associatedtype AnimationController: AnimatedTransitioning

    /// `navigationController.view.addGestureRecognizer(gesture)` (loads the view).
    ///
    /// - Parameters:
    ///   - gesture: The recognizer.
    ///   - navigation: The navigation controller whose view receives it.
    static func addGestureRecognizer(_ gesture: Gesture, to navigation: Navigation)

    /// `gesture.view?.removeGestureRecognizer(gesture)`.
    ///
    /// - Parameter gesture: The recognizer.
    static func removeGestureRecognizer(_ gesture: Gesture)
}
