import TransitionKitCore

/// What a navigation delegate asks of the interaction driver it installs on a navigation
/// controller: `PanTransitionDriver` on device, a test double in Linux tests.
///
/// ```swift
/// driver.install(on: navigationController)          // attach(to:interaction:)
/// let interactive = driver.awaitsTransition         // the decision: a gesture waits for this pop
/// driver.interactionController(for: animator)       // interactionControllerFor
/// driver.beginInteractivePop()?.update(progress: 0.3) // the app's own gesture
/// driver.uninstall()                                // detach(from:), a replaced driver
/// ```
///
/// The navigation delegate's core holds drivers strongly (nothing else owns them) and the
/// navigation controller weakly; a driver holds its navigation controller weakly.
@MainActor
protocol InteractionDriving: AnyObject {
    /// The navigation controller type (`UINavigationController`).
    associatedtype Stack: AnyObject
    /// The animation controller type (`any UIViewControllerAnimatedTransitioning`).
    associatedtype Animation
    /// The interaction controller type (`any UIViewControllerInteractiveTransitioning`).
    associatedtype Interaction

    /// Whether the driver's gesture asked for a pop UIKit has not started yet: the navigation
    /// that UIKit asks about now is then interactive, and a `.system` or `.custom` registration
    /// without an animator must play the slide so that there is something to drive.
    var awaitsTransition: Bool { get }

    /// The question the driver asks before it takes a swipe: does a custom transition play when
    /// the top screen is popped? `false` leaves the pop to UIKit's own interactive pop gesture;
    /// `nil` drives every pop. Set by the core before it installs the driver.
    var popPlaysCustomTransition: (@MainActor () -> Bool)? { get set }

    /// The top screen changed (`didShow`): UIKit's own pop gestures follow
    /// ``popPlaysCustomTransition`` for the new top screen.
    func topScreenDidChange()

    /// Called when a touch lands on the driver's gesture: the navigation delegate checks there
    /// that it is still the controller's delegate.
    var touchWillLand: (@MainActor () -> Void)? { get set }

    /// Hears each call the driver makes to the context and animator of the transition it drives
    /// (`PanInteractionCoordinator.callObserver`): the installing delegate's device trace. Set by
    /// the core when it installs the driver, cleared when it uninstalls it.
    var callObserver: TransitionCallObserver? { get set }

    /// Adds the driver's gestures to the navigation controller (held weakly).
    ///
    /// - Parameter navigationController: The controller whose pops the driver drives.
    func install(on navigationController: Stack)

    /// Removes the driver's gestures and forgets the navigation controller; a pop the finger
    /// drives is cancelled first.
    func uninstall()

    /// The app's own gesture begins a pop the driver drives, or catches the one settling (see
    /// `PanInteractionCoordinator.beginInteractivePop()`).
    ///
    /// - Returns: The handle the gesture drives it through, or `nil` when no pop can be driven.
    func beginInteractivePop() -> (any TransitionInteraction)?

    /// Turns the transition running on its own (started by a command, or released and settling)
    /// around in place, from where it is on screen and with the velocity it had (see
    /// `PanInteractionCoordinator.reverseRunningTransition()`).
    ///
    /// - Returns: Whether it was turned around; `false` when the driver has no such transition
    ///   (idle, held by a finger, not interruptible, completed).
    func reverseRunningTransition() -> Bool

    /// The answer for `navigationController(_:interactionControllerFor:)`.
    ///
    /// - Parameter animationController: The animation controller UIKit will run.
    /// - Returns: The driver as the interaction controller, or `nil`.
    func interactionController(for animationController: Animation) -> Interaction?
}
