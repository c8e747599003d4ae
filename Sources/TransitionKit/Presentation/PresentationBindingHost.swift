/// What a ``PresentationBindingCoordinator`` asks of the SwiftUI modifier it serves
/// (`transitionSheet` / `transitionFullScreenCover`); each member is one line there: make the
/// hosting controller, present or dismiss it through the presentations of
/// `NavigationDelegate`, set the binding.
///
/// ```swift
/// final class PresentationBox: PresentationBindingHost {
///     func resetBinding() { binding?.wrappedValue = nil }
///     …
/// }
/// ```
@MainActor
package protocol PresentationBindingHost: AnyObject {
    /// The presented controller (a hosting controller on device).
    associatedtype Screen: AnyObject
    /// The transition a presentation plays (`TransitionStyle` on device).
    associatedtype Transition
    /// A controller presenting the screen (`UIViewController` on device).
    associatedtype Presenter: AnyObject

    /// Makes the screen showing the binding's current item.
    ///
    /// - Returns: A new screen, not presented.
    func makeScreen() -> Screen

    /// Whether the modifier's view controller has its view in a window: UIKit refuses a
    /// presentation from one that has not ("whose view is not in the window hierarchy").
    ///
    /// - Returns: `false` when the modifier's view is in no view controller or window.
    func isPresenterInWindow() -> Bool

    /// Presents `screen` from the modifier's view controller, animated, with `transition`.
    ///
    /// - Parameters:
    ///   - screen: A screen ``makeScreen()`` made.
    ///   - transition: The transition to play, both ways.
    /// - Returns: Whether UIKit presents it (`presentingViewController != nil` afterwards); `false`
    ///   when the modifier's view is in no view controller, or UIKit refused.
    func present(_ screen: Screen, transition: Transition) -> Bool

    /// `screen.presentingViewController`.
    ///
    /// - Parameter screen: A screen ``makeScreen()`` made.
    /// - Returns: The controller presenting it; `nil` once it is not presented.
    func presenter(of screen: Screen) -> Presenter?

    /// `presenter.dismiss(animated: true, completion:)`: dismisses the screen `presenter`
    /// presented and every controller presented above it (an alert, a sheet of the screen's own).
    ///
    /// - Parameters:
    ///   - presenter: The screen's presenter.
    ///   - completion: UIKit's completion: run once the dismissal ended (never when UIKit ignored
    ///     the request).
    func dismiss(from presenter: Presenter, completion: @escaping @MainActor () -> Void)

    /// When a presentation or dismissal runs on the chain of controllers `screen` is at the bottom
    /// of (itself, what it presents, what that presents …), runs `action` once it ended (the
    /// top controller's `transitionCoordinator` completion) and returns `true`; else `false`.
    ///
    /// - Parameters:
    ///   - screen: A presented screen.
    ///   - action: What to do once the running transition ended.
    /// - Returns: Whether a transition runs (UIKit ignores a dismissal asked meanwhile).
    func whenTransitionEnds(above screen: Screen, _ action: @escaping @MainActor () -> Void) -> Bool

    /// Shows the binding's current item (and the presenting view's environment) in `screen`.
    ///
    /// - Parameter screen: The presented screen.
    func refresh(_ screen: Screen)

    /// Sets the binding to `nil` (or `false`).
    func resetBinding()
}
