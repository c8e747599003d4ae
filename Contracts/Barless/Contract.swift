// swift-format-ignore-file
// The body of `showDetail()` is the Contract exactly as the issue prints it; the formatter
// leaves this file alone so that it stays verbatim.

#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// The app object of the Contract: `self` in `nav.additionalDelegate = self`, with the
    /// will/didShow calls of `UINavigationControllerDelegate`. Never used at run time.
    @MainActor
    final class AppNavigation: NSObject, UINavigationControllerDelegate {
        /// The Contract (an app outside the project compiles this for iOS), unchanged: the
        /// iOS compile gate fails if the bar-less public API drifts from it.
        func showDetail() {
            let nav = BarlessNavigationController(rootViewController: GridViewController())
            nav.transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
            nav.additionalDelegate = self      // a protocol with will/didShow (names yours)
            nav.pushViewController(DetailViewController(), animated: true)
        }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {}

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {}
    }

    /// The grid screen the Contract names.
    final class GridViewController: UIViewController {}

    /// The detail screen the Contract names.
    final class DetailViewController: UIViewController {}
#endif
