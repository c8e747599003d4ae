/// What ``PresentationCore`` calls back: `NavigationDelegate` on device, an adapter over the
/// contract models in tests. Each member reads or sets one UIKit property, or makes one object.
@MainActor
package protocol PresentationHost: NavigationDelegateHost {
    /// The view type (`UIView`).
    associatedtype PresentationView: ViewPort where PresentationView.PortView == PresentationView
    /// The interaction controller that makes a presentation or dismissal the library starts
    /// catchable (`UIPercentDrivenInteractiveTransition`).
    associatedtype CatchableTransition: PercentDrivenTransitionPort

    func container(of viewController: Screen) -> ScreenContainer<Screen>

    /// As the app left it.
    func modalPresentationStyle(of viewController: Screen) -> PresentationStyle

    func layoutDirection(of viewController: Screen) -> TransitionLayoutDirection

    func presentingViewController(of viewController: Screen) -> Screen?

    /// `viewIfLoaded?.window != nil`: UIKit refuses to present from a controller whose view is not
    /// ("Attempt to present … whose view is not in the window hierarchy").
    func isViewInWindow(_ viewController: Screen) -> Bool

    /// `presentedViewController != nil`, which UIKit answers for an ancestor's presentation too.
    func isPresenting(_ viewController: Screen) -> Bool

    /// A new delegate object forwarding here, kept by `presented` (an associated object) until its next
    /// presentation or its release, so it outlives the dismissal.
    func setTransitioningDelegate(
        of presented: Screen, presentation: PresentationCore<Self>.Presentation)

    func setModalPresentationStyle(_ style: PresentationStyle, of presented: Screen)

    /// Sets `modalPresentationCapturesStatusBarAppearance = true`.
    func captureStatusBarAppearance(by presented: Screen)

    /// Sets `screen.view.accessibilityViewIsModal = true` (UIAccessibility.h:167).
    func markModalToAccessibility(_ screen: Screen)

    /// `presenter.present(presented, animated:completion:)`.
    func present(_ presented: Screen, by presenter: Screen, animated: Bool, completion: (() -> Void)?)

    func dismissPresented(_ presented: Screen, animated: Bool, completion: (() -> Void)?)

    /// A new `UIPercentDrivenInteractiveTransition`.
    func makeCatchableTransition() -> CatchableTransition

    /// UIKit's interaction controller is the transition itself (the same object).
    func interactionController(of transition: CatchableTransition) -> Interaction

    /// The clock's seconds now (`CACurrentMediaTime()`): the velocity a turned transition carries
    /// is measured with it.
    var now: Double { get }

    /// The transition's zoom views, else `fallback`'s (those of the presentation's screens).
    func makeAnimator(
        playing decision: TransitionDecision, transition: Transition?, fallback: ZoomLookup<PresentationView>
    ) -> Animator

    /// The screen's `TransitionZoomViewProviding` view; a presentation asks as a `.push`, a dismissal as
    /// a `.pop`.
    func transitionZoomView(
        of screen: Screen, operation: NavigationOperation, otherScreen: Screen
    ) -> PresentationView?

    func zoomSource(of transition: Transition) -> PresentationView?

    /// `hidesSourceWhilePresented()`.
    func hidesSourceWhilePresented(_ transition: Transition) -> Bool
}
