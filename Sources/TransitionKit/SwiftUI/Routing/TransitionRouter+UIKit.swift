#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Makes the navigation controller that shows this router's screens, empty, and attaches
        /// to it.
        ///
        /// A router shows in one navigation controller at a time; attaching again moves it (the
        /// new controller gets every screen, without animation, once the old one is let go if it
        /// is on screen: ``RouterCoordinator/attach(to:)``).
        ///
        /// - Parameter bar: The stack's bar: a bar-less or a plain navigation controller.
        func makeNavigationController(bar: TransitionStackBar) -> UINavigationController {
            let navigationController = TransitionStackHost.makeNavigationController(
                bar: bar, observer: observer, router: self)
            coordinator.attach(to: navigationController)
            return navigationController
        }

        /// Lets go of a navigation controller SwiftUI dismantles, emptying every screen's root view
        /// so that SwiftUI's graph of each screen stops holding the router (see
        /// ``RouterCoordinator/detach(from:)``).
        ///
        /// - Parameter navigationController: The navigation controller being dismantled.
        func detach(from navigationController: UINavigationController) {
            coordinator.detach(from: navigationController)
        }
    }

    /// Finds route screens among a navigation controller's view controllers: the screen itself,
    /// or the content of the bar-less container wrapping it.
    @MainActor struct RouteHostingResolver: RouteScreenResolving {
        /// The route screen an entry shows, or `nil`.
        ///
        /// - Parameter entry: A view controller of the navigation stack.
        /// - Returns: Its route screen.
        func screen(shownBy entry: UIViewController) -> RouteHostingController? {
            entry.transitionScreen as? RouteHostingController
        }

        /// The screen itself (the bar-less controller wraps it).
        ///
        /// - Parameter screen: A route screen.
        /// - Returns: The view controller to push or set.
        func entry(for screen: RouteHostingController) -> UIViewController {
            screen
        }
    }
#endif
