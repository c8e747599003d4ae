/// The object UIKit knows as the navigation controller's delegate, as its neutral
/// ``NavigationDelegateCore`` calls it back: `NavigationDelegate` on device, a test adapter
/// over the UIKit contract models in Linux tests.
///
/// The host owns its core and forwards every UIKit callback to it; the core decides
/// and calls the navigation controller through ``NavigationStackPort`` and, for what only the host
/// can make or read, through these members — each one line in the host — and its next turn
/// (``NextTurnScheduling``: when a navigator's queue ends an action UIKit is still finishing):
///
/// ```swift
/// extension NavigationDelegate: NavigationDelegateHost {
///     var navigationDelegate: any UINavigationControllerDelegate { self }
///     func transitionScreen(of viewController: UIViewController) -> UIViewController {
///         viewController.transitionScreen
///     }
///     …
/// }
/// ```
@MainActor
protocol NavigationDelegateHost: AnyObject, NextTurnScheduling {
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

    /// Whether `delegate` is an object of the host's kind (this one or another `NavigationDelegate`).
    ///
    /// - Parameter delegate: A navigation controller's delegate.
    /// - Returns: `true` for a transitions object.
    func isTransitionsObject(_ delegate: Stack.PortDelegate) -> Bool

    /// The delegate a transitions object forwards to (its `additionalDelegate`), `nil` for any
    /// other object.
    ///
    /// - Parameter delegate: A navigation controller's delegate.
    /// - Returns: Its additional delegate.
    func forwardedDelegate(of delegate: Stack.PortDelegate) -> Stack.PortDelegate?

    /// The screen a transition is about: the content of a bar-less container, else the
    /// controller itself.
    ///
    /// - Parameter viewController: A stack entry.
    /// - Returns: The screen registrations and events see.
    func transitionScreen(of viewController: Screen) -> Screen

    /// The toolbar height a stack entry declares for transitions, in points; `nil` without one.
    ///
    /// - Parameter viewController: A stack entry.
    /// - Returns: The height, or `nil`.
    func transitionToolbarHeight(of viewController: Screen) -> Double?

    /// The style a transition plays.
    ///
    /// - Parameter transition: A registered or overriding transition.
    /// - Returns: Its style.
    func style(of transition: Transition) -> TransitionStyle

    /// The app's own animation controller of a `.custom` transition, made now.
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - operation: Push or pop.
    ///   - from: The screen being left.
    ///   - to: The screen being shown.
    /// - Returns: The animation controller, or `nil` when it has none.
    func customAnimationController(
        of transition: Transition, operation: NavigationOperation, from: Screen, to: Screen
    ) -> Animation?

    /// Makes the library's animator for a decision it plays.
    ///
    /// - Parameters:
    ///   - decision: What plays.
    ///   - transition: The matched transition (its zoom views), if any.
    /// - Returns: A new animator.
    func makeAnimator(for decision: TransitionDecision, transition: Transition?) -> Animator

    /// The animator as the animation controller UIKit runs.
    ///
    /// - Parameter animator: The library's animator.
    /// - Returns: The same object, as an animation controller.
    func animationController(of animator: Animator) -> Animation

    /// Runs `animations` over `window` of the transition whose animation context is current (an
    /// alongside block of UIKit's transition coordinator): one keyframe nested in that context
    /// (`UIView.animateKeyframes(withDuration: 0, …)` holding one `UIView.addKeyframe`), which
    /// inherits the transition's duration and curve.
    ///
    /// - Parameters:
    ///   - window: The part of the transition, 0…1.
    ///   - animations: Sets the final values of animatable view properties.
    func animateKeyframe(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void)

    /// `scrubsTransitions`: the transition `stack` runs now, vended by the delegate and started
    /// by the app, is to be caught and scrubbed under an overlay (debug builds only).
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - operation: Push or pop.
    func scrubRunningTransition(of stack: Stack, operation: NavigationOperation)

    /// Tells VoiceOver the screen changed and focuses `screen`:
    /// `UIAccessibility.post(notification: .screenChanged, argument: screen.viewIfLoaded)`
    /// (UIAccessibility.h:410). The core decides when and which screen (``ScreenChange``).
    ///
    /// - Parameter screen: The screen shown now.
    func postScreenChanged(focusing screen: Screen)

    /// Whether `screen` sets iOS 18's `preferredTransition` (``PreferredTransitionRule``): read
    /// through the Objective-C runtime, `false` before iOS 18.
    ///
    /// - Parameter screen: A stack entry or the screen it holds.
    /// - Returns: `true` when it is set.
    func hasPreferredTransition(_ screen: Screen) -> Bool

    /// Resigns the first responder inside `screen`'s view (`endEditing(true)`), if there is one.
    ///
    /// - Parameter screen: A stack entry.
    /// - Returns: The responder that resigned, or `nil` when none was inside the screen.
    func resignFirstResponder(in screen: Screen) -> AnyObject?

    /// Runs `changes` with animations disabled (`UIView.performWithoutAnimation(_:)`), even inside
    /// a transition's alongside animations: where a system bar starts (``SystemBarChoreography``).
    ///
    /// - Parameter changes: The changes.
    func performWithoutAnimation(_ changes: () -> Void)

    /// `becomeFirstResponder()` on a responder ``resignFirstResponder(in:)`` returned.
    ///
    /// - Parameter responder: The responder.
    func restoreFirstResponder(_ responder: AnyObject)

    /// The app's delegate changed: the host updates what its Objective-C forwarding hooks see.
    ///
    /// - Parameter delegate: The new app delegate, or `nil`.
    func additionalDelegateDidChange(to delegate: Stack.PortDelegate?)
}
