#if canImport(UIKit)
    import UIKit

    /// Exists only to keep the issue #5 contract compiling in every iOS build: if the bar-less
    /// public API drifts from the documented snippet, the library stops building. Never called.
    @MainActor
    enum BarlessContractUsage {
        final class GridViewController: UIViewController {}

        final class DetailViewController: UIViewController, ToolbarAppearanceProviding {
            var preferredToolbarHeight: CGFloat? { 56 }
        }

        final class PhotoViewController: UIViewController, ToolbarOptOut {}

        final class AppDelegateObject: NSObject, UINavigationControllerDelegate {
            func run() {
                let nav = BarlessNavigationController(rootViewController: GridViewController())
                nav.transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
                nav.additionalDelegate = self
                nav.pushViewController(DetailViewController(), animated: true)
                nav.pushViewController(PhotoViewController(), animated: true)
                nav.delegate = self
                _ = nav.topContentViewController as? DetailViewController
                _ = nav.contentViewControllers
                nav.topContentViewController?.navigationItem.rightBarButtonItem = SystemBarButtonItem(
                    systemItem: .add, target: nil, action: nil)
            }
        }
    }
#endif
