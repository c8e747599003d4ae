/// Which controller presents a route screen's sheet: the screen while its view is in a window, else
/// the navigation controller. UIKit refuses a presenter whose view is not in the window hierarchy.
package enum RoutePresenter: Sendable, Hashable {
    case screen
    case stack
    /// Nothing is on screen: nobody presents.
    case refused

    package init(screenIsInWindow: Bool, stackIsInWindow: Bool) {
        self = screenIsInWindow ? .screen : stackIsInWindow ? .stack : .refused
    }

    /// `fromScreen` is the screen's own `super.present`. Refused: neither runs (the completion never
    /// does) and a diagnostic says why.
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
