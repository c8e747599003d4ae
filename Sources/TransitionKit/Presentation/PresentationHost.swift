import TransitionKitCore

/// The object a presentation's transitioning delegate forwards to, as its neutral
/// ``PresentationCoordinator`` calls it back: `NavigationDelegate` on device, a test adapter over
/// the UIKit contract models in Linux tests. Each member is one line in the host: it reads or sets
/// one UIKit property, or makes one object.
///
/// ```swift
/// extension NavigationDelegate: PresentationHost {
///     func isPresenting(_ viewController: UIViewController) -> Bool {
///         viewController.presentedViewController != nil
///     }
///     …
/// }
/// ```
@MainActor
protocol PresentationHost: NavigationDelegateHost {
    /// The view type (`UIView`).
    associatedtype PresentationView: ViewProperties where PresentationView.PortView == PresentationView
    /// The interaction controller that makes a presentation or dismissal the library starts
    /// catchable (`UIPercentDrivenInteractiveTransition`).
    associatedtype CatchableTransition: PercentDrivenTransitioning

    /// What `viewController` is to a presentation: a tab bar, split or navigation controller (with
    /// the child it shows), or a screen.
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: Its kind.
    func container(of viewController: Screen) -> ScreenContainer<Screen>

    /// `modalPresentationStyle`.
    ///
    /// - Parameter viewController: The controller to present.
    /// - Returns: Its style as the app left it.
    func modalPresentationStyle(of viewController: Screen) -> PresentationStyle

    /// The layout direction of `viewController`'s view.
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: Its direction.
    func layoutDirection(of viewController: Screen) -> TransitionLayoutDirection

    /// `presentingViewController`.
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: The controller presenting it, if it is presented.
    func presentingViewController(of viewController: Screen) -> Screen?

    /// Whether `viewController`'s view is in a window (`viewIfLoaded?.window != nil`): UIKit
    /// refuses to present from a controller whose view is not ("Attempt to present … whose view is
    /// not in the window hierarchy").
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: `false` for a view not loaded or out of every window.
    func isViewInWindow(_ viewController: Screen) -> Bool

    /// Whether `viewController` (or an ancestor) presents a controller now
    /// (`presentedViewController != nil`).
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: `true` while it presents.
    func isPresenting(_ viewController: Screen) -> Bool

    /// Gives `presented` its `transitioningDelegate`: a new object forwarding to this host for
    /// `presentation`, which `presented` keeps alive (an associated object) until the next
    /// presentation of it replaces it or it is released, so it outlives the dismissal.
    ///
    /// - Parameters:
    ///   - presented: The controller to present.
    ///   - presentation: What the coordinator remembers of the presentation.
    func setTransitioningDelegate(
        of presented: Screen, presentation: PresentationCoordinator<Self>.Presentation)

    /// Sets `presented.modalPresentationStyle`.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - presented: The controller presented.
    func setModalPresentationStyle(_ style: PresentationStyle, of presented: Screen)

    /// Sets `presented.modalPresentationCapturesStatusBarAppearance = true`.
    ///
    /// - Parameter presented: The controller to present.
    func captureStatusBarAppearance(by presented: Screen)

    /// Sets `screen.view.accessibilityViewIsModal = true` (UIAccessibility.h:167).
    ///
    /// - Parameter screen: The presented screen.
    func markModalToAccessibility(_ screen: Screen)

    /// `presenter.present(presented, animated:completion:)`.
    func present(_ presented: Screen, by presenter: Screen, animated: Bool, completion: (() -> Void)?)

    /// `presented.dismiss(animated:completion:)`.
    ///
    /// - Parameters:
    ///   - presented: A presented controller.
    ///   - animated: Whether to animate.
    ///   - completion: Called once dismissed.
    func dismissPresented(_ presented: Screen, animated: Bool, completion: (() -> Void)?)

    /// A new `UIPercentDrivenInteractiveTransition`.
    func makeCatchableTransition() -> CatchableTransition

    /// `transition` as UIKit's interaction controller (the same object).
    ///
    /// - Parameter transition: A transition from ``makeCatchableTransition()``.
    /// - Returns: The interaction controller.
    func interactionController(of transition: CatchableTransition) -> Interaction

    /// The clock's seconds now (`CACurrentMediaTime()`): the velocity a turned transition carries
    /// is measured with it.
    var now: Double { get }

    /// Makes the library's animator for a presentation or dismissal: the transition's zoom views,
    /// else `fallback`'s.
    ///
    /// - Parameters:
    ///   - decision: What plays.
    ///   - transition: The matched transition, if any.
    ///   - fallback: The zoom views of the presentation's screens.
    /// - Returns: A new animator.
    func makeAnimator(
        playing decision: TransitionDecision, transition: Transition?, fallback: ZoomLookup<PresentationView>
    ) -> Animator

    /// The view `screen` offers to the zoom (`TransitionZoomViewProviding`), if any, told the
    /// operation (a presentation is a `.push`, a dismissal a `.pop`) and the other screen.
    ///
    /// - Parameters:
    ///   - screen: A screen.
    ///   - operation: The operation the view is asked for.
    ///   - otherScreen: The other screen of the presentation.
    /// - Returns: Its zoom view.
    func transitionZoomView(
        of screen: Screen, operation: NavigationOperation, otherScreen: Screen
    ) -> PresentationView?

    /// The zoom source a transition names, if any.
    ///
    /// - Parameter transition: A transition.
    /// - Returns: Its source view.
    func zoomSource(of transition: Transition) -> PresentationView?

    /// Whether the transition keeps its source hidden while the presented screen is up
    /// (`hidesSourceWhilePresented()`).
    ///
    /// - Parameter transition: A transition.
    /// - Returns: `true` when it does.
    func hidesSourceWhilePresented(_ transition: Transition) -> Bool
}
