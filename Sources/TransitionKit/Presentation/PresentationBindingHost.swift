/// What a ``PresentationBindingCoordinator`` asks of the SwiftUI modifier it serves
/// (`transitionSheet` / `transitionFullScreenCover`); each member is one line there.
@MainActor
package protocol PresentationBindingHost: AnyObject {
    /// The presented controller (a hosting controller on device).
    associatedtype Screen: AnyObject
    /// The transition a presentation plays (`TransitionStyle` on device).
    associatedtype Transition
    /// A controller presenting the screen (`UIViewController` on device).
    associatedtype Presenter: AnyObject

    func makeScreen() -> Screen

    /// UIKit refuses a presentation from a controller whose view is not in the window hierarchy; `false`
    /// when the modifier's view is in no view controller or window.
    func isPresenterInWindow() -> Bool

    /// Whether UIKit presents it (`presentingViewController != nil` afterwards); `false` when the
    /// modifier's view is in no view controller, or UIKit refused.
    func present(_ screen: Screen, transition: Transition) -> Bool

    /// `screen.presentingViewController`; `nil` once it is not presented.
    func presenter(of screen: Screen) -> Presenter?

    /// `presenter.dismiss(animated: true, completion:)`: takes down every controller above it too (an
    /// alert, the screen's own sheet); `completion` never runs when UIKit ignored the request.
    func dismiss(from presenter: Presenter, completion: @escaping @MainActor () -> Void)

    /// While a transition runs on `screen`'s presentation chain, runs `action` at the top controller's
    /// `transitionCoordinator` completion and returns `true` (UIKit ignores a dismissal asked meanwhile).
    func whenTransitionEnds(above screen: Screen, _ action: @escaping @MainActor () -> Void) -> Bool

    /// Shows the binding's current item, with the presenting view's environment.
    func refresh(_ screen: Screen)

    /// Sets the binding to `nil` (or `false`).
    func resetBinding()
}
