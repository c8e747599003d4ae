/// What the neutral core needs from the object UIKit knows as the delegate (`NavigationDelegate`, or a
/// test adapter over the contract models): what only UIKit can make or read, each one line in the host.
@MainActor
package protocol NavigationDelegateHost: AnyObject, NextTurnPort {
    /// The navigation controller (`UINavigationController`).
    associatedtype Stack: NavigationStackPort
    where Stack.PortCoordinator.PortViewController == Stack.PortViewController
    /// What a registration or a per-push override vends (`ScreenTransition`).
    associatedtype Transition
    /// An animation controller (`any UIViewControllerAnimatedTransitioning`).
    associatedtype Animation
    /// An interaction controller (`any UIViewControllerInteractiveTransitioning`).
    associatedtype Interaction
    /// The interaction driver installed per navigation controller (`PanTransitionDriver`).
    associatedtype Driver: InteractionDriving
    where Driver.Stack == Stack, Driver.Animation == Animation, Driver.Interaction == Interaction
    /// The library's own animation controller (`TransitionAnimator`).
    associatedtype Animator: AnnouncingAnimator

    /// A screen (`UIViewController`).
    typealias Screen = Stack.PortViewController

    /// This object as the value of the navigation controller's `delegate`.
    var navigationDelegate: Stack.PortDelegate { get }

    /// Reduce Motion and Prefer Cross-Fade Transitions, read now.
    var motionPreferences: MotionPreferences { get }

    /// `true` for this or another `NavigationDelegate`.
    func isTransitionsObject(_ delegate: Stack.PortDelegate) -> Bool

    /// A transitions object's `additionalDelegate`; `nil` for any other object.
    func forwardedDelegate(of delegate: Stack.PortDelegate) -> Stack.PortDelegate?

    /// Another transitions object's `detach(from:)`; nothing for any other object.
    func detachTransitionsObject(_ delegate: Stack.PortDelegate, from stack: Stack)

    /// The screen registrations and events see: a bar-less container's content, else the entry itself.
    func transitionScreen(of viewController: Screen) -> Screen

    /// The toolbar height a stack entry declares for transitions, in points; `nil` without one.
    func transitionToolbarHeight(of viewController: Screen) -> Double?

    func style(of transition: Transition) -> TransitionStyle

    /// The app's own animation controller of a `.custom` transition, made now; `nil` when it has none.
    func customAnimationController(
        of transition: Transition, operation: NavigationOperation, from: Screen, to: Screen
    ) -> Animation?

    /// `transition` (the matched one, if any) supplies the zoom views.
    func makeAnimator(for decision: TransitionDecision, transition: Transition?) -> Animator

    /// The same object, as the animation controller UIKit runs.
    func animationController(of animator: Animator) -> Animation

    /// One keyframe nested in the current alongside context (`UIView.animateKeyframes(withDuration: 0, …)`
    /// holding one `addKeyframe`), so it inherits the transition's duration and curve; `window` is 0…1.
    func animateKeyframe(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void)

    /// `scrubsTransitions` (debug builds): catch the transition `stack` runs now, vended by the delegate and
    /// started by the app, and scrub it under an overlay.
    func scrubRunningTransition(of stack: Stack, operation: NavigationOperation)

    /// `UIAccessibility.post(notification: .screenChanged, argument: screen.viewIfLoaded)`
    /// (UIAccessibility.h:410); the core decides when and which screen (`ScreenChange`).
    func postScreenChanged(focusing screen: Screen)

    /// Whether `screen` sets iOS 18's `preferredTransition`: read through the Objective-C runtime (the 16.5
    /// SDK does not declare it), `false` before iOS 18.
    func hasPreferredTransition(_ screen: Screen) -> Bool

    /// `endEditing(true)` on `screen`'s view; returns the responder that resigned, `nil` when none was
    /// inside.
    func resignFirstResponder(in screen: Screen) -> AnyObject?

    /// `UIView.performWithoutAnimation(_:)`, which holds even inside a transition's alongside animations:
    /// where a system bar starts.
    func performWithoutAnimation(_ changes: () -> Void)

    /// `becomeFirstResponder()` on a responder `resignFirstResponder(in:)` returned.
    func restoreFirstResponder(_ responder: AnyObject)

    /// The host updates what its Objective-C forwarding hooks see.
    func additionalDelegateDidChange(to delegate: Stack.PortDelegate?)
}
