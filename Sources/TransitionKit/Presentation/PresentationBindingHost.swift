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

    /// Makes the screen showing the binding's current item.
    ///
    /// - Returns: A new screen, not presented.
    func makeScreen() -> Screen

    /// Presents `screen` from the modifier's view controller, animated, with `transition`.
    ///
    /// - Parameters:
    ///   - screen: A screen ``makeScreen()`` made.
    ///   - transition: The transition to play, both ways.
    /// - Returns: Whether UIKit presents it (`presentingViewController != nil` afterwards); `false`
    ///   when the modifier's view is in no view controller, or UIKit refused.
    func present(_ screen: Screen, transition: Transition) -> Bool

    /// `screen.dismiss(animated: true)`.
    ///
    /// - Parameter screen: The presented screen.
    func dismiss(_ screen: Screen)

    /// Shows the binding's current item (and the presenting view's environment) in `screen`.
    ///
    /// - Parameter screen: The presented screen.
    func refresh(_ screen: Screen)

    /// Sets the binding to `nil` (or `false`).
    func resetBinding()
}
