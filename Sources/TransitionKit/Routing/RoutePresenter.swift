/// Which view controller presents a sheet or a full-screen cover a route screen asks for: the
/// screen itself while its view is in a window, else the stack's navigation controller, else
/// nobody.
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
/// | no | no | ``refused``: UIKit is not asked (it would refuse), the completion never runs, the diagnostics say why |
///
/// ```swift
/// RoutePresenter(screenIsInWindow: false, stackIsInWindow: true)   // .stack
/// ```
package enum RoutePresenter: Sendable, Hashable {
    /// The screen's hosting controller presents.
    case screen
    /// The stack's navigation controller presents.
    case stack
    /// Nothing is on screen: nobody presents.
    case refused

    /// The presenter for a screen.
    ///
    /// - Parameters:
    ///   - screenIsInWindow: Whether the screen's view is in a window.
    ///   - stackIsInWindow: Whether the navigation controller's view is in a window.
    package init(screenIsInWindow: Bool, stackIsInWindow: Bool) {
        self = screenIsInWindow ? .screen : stackIsInWindow ? .stack : .refused
    }

    /// Runs the presentation this presenter makes: `fromScreen` (the screen's own, UIKit's
    /// `super.present`), `fromStack`, or — refused — neither, with a diagnostic.
    ///
    /// - Parameters:
    ///   - fromScreen: Presents from the screen.
    ///   - fromStack: Presents from the stack's navigation controller.
    package func present(fromScreen: () -> Void, fromStack: () -> Void) {
        switch self {
        case .screen:
            fromScreen()
        case .stack:
            fromStack()
        case .refused:
            Diagnostics.report(
                "routing",
                "a route screen's sheet or cover asked while neither the screen nor its stack is in a "
                    + "window: nothing is presented (UIKit would refuse it)")
        }
    }
}
