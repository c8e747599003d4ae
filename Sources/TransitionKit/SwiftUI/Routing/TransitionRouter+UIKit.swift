#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Empty, attached. A router shows in one navigation controller at a time: attaching again
        /// moves every screen there, without animation (``RouterCore/attach(to:)``).
        func makeNavigationController(bar: TransitionStackBar) -> UINavigationController {
            let navigationController = TransitionStackHost.makeNavigationController(
                bar: bar, observer: observer, router: self)
            coordinator.attach(to: navigationController)
            return navigationController
        }

        /// Empties every screen's root view so that SwiftUI's graph of each screen stops holding the router.
        func detach(from navigationController: UINavigationController) {
            coordinator.detach(from: navigationController)
        }
    }

    /// Finds route screens among a navigation controller's view controllers: the screen itself,
    /// or the content of the bar-less container wrapping it.
    @MainActor struct RouteHostingResolver: RouteScreenResolverPort {
        func screen(shownBy entry: UIViewController) -> RouteHostingController? {
            entry.transitionScreen as? RouteHostingController
        }

        /// The screen itself: the bar-less controller wraps it.
        func entry(for screen: RouteHostingController) -> UIViewController {
            screen
        }
    }
#endif
