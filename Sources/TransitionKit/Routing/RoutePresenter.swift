/// Which view controller presents a sheet or a full-screen cover a route screen asks for: the
/// screen itself while its view is in a window, else the stack's navigation controller.
///
/// SwiftUI presents a screen's `.sheet` and `.fullScreenCover` from the screen's hosting
/// controller, and UIKit refuses a presentation from a view controller whose view is not in a
/// window ("whose view is not in the window hierarchy") — the case of every screen below the top
/// one. So a sheet attached to the root screen and set from a pushed screen is presented by the
/// navigation controller instead, which is on screen:
///
/// | the screen's view in a window | the stack's in a window | presenter |
/// | --- | --- | --- |
/// | yes | – | ``screen`` |
/// | no | yes | ``stack`` |
/// | no | no | ``screen`` (nothing is on screen; UIKit refuses, as it would anyway) |
///
/// ```swift
/// RoutePresenter(screenIsInWindow: false, stackIsInWindow: true)   // .stack
/// ```
package enum RoutePresenter: Sendable, Hashable {
    /// The screen's hosting controller presents.
    case screen
    /// The stack's navigation controller presents.
    case stack

    /// The presenter for a screen.
    ///
    /// - Parameters:
    ///   - screenIsInWindow: Whether the screen's view is in a window.
    ///   - stackIsInWindow: Whether the navigation controller's view is in a window.
    package init(screenIsInWindow: Bool, stackIsInWindow: Bool) {
        self = !screenIsInWindow && stackIsInWindow ? .stack : .screen
    }

    /// Where the screen forwards the presentation.
    ///
    /// - Parameter stack: The stack's navigation controller, if any.
    /// - Returns: `stack` for ``stack``; `nil` for ``screen`` (the screen presents itself).
    package func forwardingTarget<Stack>(_ stack: Stack?) -> Stack? {
        self == .stack ? stack : nil
    }
}
