#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// Documentation snippets beyond the Contract (BarlessNavigation.md): a screen with its
    /// own toolbar height and one that changes it, a screen without a toolbar, the app's own `delegate` routed to
    /// `additionalDelegate`, reaching the screens inside their containers, and a system bar button
    /// item the toolbar can draw — compiled so that they cannot drift. Never called.
    @MainActor
    func barlessDocumentationSnippets(navigationDelegate: any UINavigationControllerDelegate) {
        let nav = BarlessNavigationController(rootViewController: GridViewController())
        nav.pushViewController(TallToolbarViewController(), animated: true)
        nav.pushViewController(PhotoViewController(), animated: true)
        nav.pushViewController(MessageViewController(), animated: true)
        nav.delegate = navigationDelegate
        _ = nav.topContentViewController as? TallToolbarViewController
        _ = nav.contentViewControllers
        nav.topContentViewController?.navigationItem.rightBarButtonItem = SystemBarButtonItem(
            systemItem: .add, target: nil, action: nil)
    }

    /// A screen that asks for a taller toolbar.
    final class TallToolbarViewController: UIViewController, ToolbarAppearanceProviding {
        var preferredToolbarHeight: CGFloat? { 56 }
    }

    /// A screen that enters without a toolbar or back button.
    final class PhotoViewController: UIViewController, ToolbarAppearanceProviding {
        var prefersToolbar: Bool { false }
    }

    /// A screen whose toolbar height changes.
    final class MessageViewController: UIViewController, ToolbarAppearanceProviding {
        var preferredToolbarHeight: CGFloat? { isExpanded ? 96 : nil }
        var isExpanded = true { didSet { setNeedsToolbarAppearanceUpdate() } }
    }
#endif
