#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// Documentation snippets beyond the Contract — RegisteringTransitions.md "Zooming from
    /// cells" (closures with `[weak]` captures, a per-push override, a provider told the
    /// operation and the other screen, the media viewer's ends) — compiled so that they cannot
    /// drift. Never called.
    @MainActor
    enum ZoomingFromCellsSnippets {
        static func closures(_ transitions: NavigationDelegate) {
            transitions.register(from: GridViewController.self, to: PagerViewController.self) {
                grid, pager, _ in
                .zoom(
                    from: { [weak grid, weak pager] in
                        guard let grid, let pager else { return nil }
                        return grid.cell(forPhoto: pager.currentPhoto)?.imageView
                    },
                    to: { [weak pager] in pager?.currentImageView })
            }
        }

        static func perPushOverride(
            _ navigationController: UINavigationController, grid: GridViewController,
            pager: PagerViewController
        ) {
            navigationController.pushViewController(
                pager,
                transition: .zoom(
                    from: { [weak grid, weak pager] in
                        grid?.cell(forPhoto: pager?.currentPhoto ?? 0)?.imageView
                    },
                    to: { [weak pager] in pager?.currentImageView }))
        }

        static func mediaViewer(cell: PhotoCell, pager: PagerViewController) -> ScreenTransition {
            .zoom(from: { [weak cell] in cell?.imageView }, to: { [weak pager] in pager?.currentImageView })
                .zoomsImageContent()
                .clipsSource(to: UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
                .fliesOffWhenSourceIsMissing()
        }

        static func avatar() -> ScreenTransition {
            ScreenTransition(.zoom(id: "avatar")).shape(.circle, at: .source)
        }

        static func messageBubble() -> ScreenTransition {
            ScreenTransition(.zoom(id: "message-3"))
                .shape(
                    .roundedRect(topLeading: 18, topTrailing: 18, bottomLeading: 18, bottomTrailing: 4),
                    at: .source)
        }

        /// RegisteringTransitions.md "Adding your own elements".
        static func addedElements(_ transitions: NavigationDelegate) {
            transitions.register(from: MenuListViewController.self, to: MenuViewController.self) {
                _, menu, _ in
                ScreenTransition(.zoom(id: "dish-\(menu.dish)"))
                    .adding { [weak menu] in
                        guard let menu else { return [] }
                        let panel = VisualState(frame: menu.infoPanel.frame)
                        let icons = VisualState(frame: menu.paymentIcons.frame)
                        return [
                            .init(
                                menu.infoPanel,
                                from: panel.with(\.alpha, 0).with(\.transform, .translation(x: 0, y: 40)),
                                to: panel, window: TimeWindow(start: 0.5, end: 1)),
                            .init(menu.paymentIcons, from: icons.with(\.alpha, 0), to: icons),
                        ]
                    }
            }
        }
    }

    /// A list of dishes whose cells morph into the menu screen.
    final class MenuListViewController: UIViewController {}

    /// The menu screen: views that exist only here fade in as the dish's image zooms.
    final class MenuViewController: UIViewController {
        let infoPanel = UIView()
        let paymentIcons = UIStackView()
        var dish = 7
    }

    /// A screen told which transition asks for its zoom view.
    final class ScrollingGridViewController: UIViewController, TransitionZoomViewProviding {
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        func transitionZoomView(for operation: NavigationOperation, otherScreen: UIViewController) -> UIView?
        {
            guard operation == .pop, let pager = otherScreen as? PagerViewController else { return nil }
            let indexPath = IndexPath(item: pager.currentPhoto, section: 0)
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
            return (collectionView.cellForItem(at: indexPath) as? PhotoCell)?.imageView
        }
    }
#endif
