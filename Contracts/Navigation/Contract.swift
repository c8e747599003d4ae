// swift-format-ignore-file
// The body of `navigationContract` is the Contract exactly as the issue prints it;
// the formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// The Contract (an app outside the project compiles this for iOS), unchanged: the iOS
    /// compile gate fails if the public API drifts from it. Never called.
    @MainActor
    func navigationContract(navigationController: UINavigationController) {
        let transitions = NavigationDelegate()
        transitions.attach(to: navigationController)
        transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
        transitions.register(.crossFade, from: DetailViewController.self, to: SettingsViewController.self)
        transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, operation in
            .zoom(from: grid.selectedImageView, to: detail.imageView)
        }
        transitions.register(.safeAreaMorph, for: .push, from: GridViewController.self, to: SettingsViewController.self)
        transitions.register(.slide, for: .pop, from: SettingsViewController.self, to: GridViewController.self)
        transitions.defaultTransition = .fade          // or .system
    }

    /// The grid screen the Contract names; its selected cell's image view is optional, as the
    /// issue says `.zoom(from:to:)` takes optional views.
    final class GridViewController: UIViewController {
        let selectedImageView: UIImageView? = UIImageView()
    }

    /// The detail screen the Contract names.
    final class DetailViewController: UIViewController {
        let imageView = UIImageView()
    }

    /// The settings screen the Contract names.
    final class SettingsViewController: UIViewController {}
#endif
