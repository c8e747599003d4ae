#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// Exists only to keep the README / issue #3 contract compiling in every iOS build: if the
    /// public API drifts from the documented snippet, the library stops building. Never called.
    @MainActor
    enum ContractUsage {
        final class GridViewController: UIViewController {
            let selectedImageView: UIImageView? = UIImageView()
        }

        final class DetailViewController: UIViewController {
            let imageView = UIImageView()
        }

        final class SettingsViewController: UIViewController {}

        static func configure(_ navigationController: UINavigationController) {
            let transitions = NavigationDelegate()
            transitions.attach(to: navigationController)
            transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
            transitions.register(.crossFade, from: DetailViewController.self, to: SettingsViewController.self)
            transitions.register(from: GridViewController.self, to: DetailViewController.self) {
                grid, detail, operation in
                .zoom(from: grid.selectedImageView, to: detail.imageView)
            }
            transitions.register(
                .safeAreaMorph, for: .push, from: GridViewController.self, to: SettingsViewController.self)
            transitions.register(
                .slide, for: .pop, from: SettingsViewController.self, to: GridViewController.self)
            transitions.defaultTransition = .fade
            transitions.defaultTransition = .system
            let driver = PanTransitionDriver(edges: .leading)
            transitions.interactionDriver = driver
            transitions.addObserver { event in
                if event.phase == .willBegin { event.animateAlongside {} }
            }
            navigationController.pushViewController(
                DetailViewController(), transition: .slide.duration(0.3).reduceMotion(.playAsDesigned))
        }
    }
#endif
