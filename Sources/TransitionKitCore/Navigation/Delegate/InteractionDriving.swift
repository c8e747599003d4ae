/// The interaction driver a navigation delegate installs (`PanTransitionDriver` on device, a double in
/// tests). The core holds drivers strongly; a driver holds its navigation controller weakly.
@MainActor
package protocol InteractionDriving: AnyObject {
    /// The navigation controller type (`UINavigationController`).
    associatedtype Stack: AnyObject
    /// The animation controller type (`any UIViewControllerAnimatedTransitioning`).
    associatedtype Animation
    /// The interaction controller type (`any UIViewControllerInteractiveTransitioning`).
    associatedtype Interaction

    /// The gesture asked for a pop UIKit has not started: it is interactive, so a `.system` or `.custom`
    /// registration without an animator must play the slide, to have something to drive.
    var awaitsTransition: Bool { get }

    /// Asked before the driver takes a swipe, and told when a touch lands (held weakly); `nil` drives every
    /// pop. The core sets itself before it installs the driver.
    var popDecider: (any PopDeciding)? { get set }

    /// The top screen changed (`didShow`): UIKit's own pop gestures follow ``popDecider``'s
    /// answer for the new top screen.
    func topScreenDidChange()

    /// The installing delegate's device trace (`PanInteractionCore.callObserver`): set on install,
    /// cleared on uninstall.
    var callObserver: TransitionCallObserver? { get set }

    /// Holds `navigationController` weakly.
    func install(on navigationController: Stack)

    /// Removes the driver's gestures and forgets the navigation controller; a pop the finger
    /// drives is cancelled first.
    func uninstall()

    /// The app's own gesture begins a pop, or catches the one settling
    /// (`PanInteractionCore.beginInteractivePop()`); `nil` when no pop can be driven.
    func beginInteractivePop() -> (any TransitionInteraction)?

    /// Turns the self-running transition around from where it is on screen, with its velocity; `false` when
    /// the driver has none (idle, held by a finger, not interruptible, completed).
    func reverseRunningTransition() -> Bool

    /// The answer for `navigationController(_:interactionControllerFor:)`.
    func interactionController(for animationController: Animation) -> Interaction?
}
