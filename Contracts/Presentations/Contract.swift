// swift-format-ignore-file
// The body of this file between `#if` and `#endif` is the Contract (its UIKit block) exactly
// as the issue prints it; the formatter leaves this file alone so that it stays verbatim. The neutral
// block runs as a test (`PresentationsContractTests`).
#if canImport(UIKit)
import UIKit
import TransitionKit
import TransitionKitGestures

final class GridViewController: UIViewController {}
final class DetailViewController: UIViewController { let imageView = UIImageView() }
final class StoryViewController: UIViewController {}

@MainActor func present(grid: GridViewController, cell: UIView, detail: DetailViewController,
                        settings: UIViewController, home: UIViewController, card: UICollectionViewCell,
                        story: StoryViewController) {
    // One presentation with a transition; dismissal plays it backwards and can be dragged away.
    grid.present(detail, transition: .zoom(from: cell, to: detail.imageView), animated: true)
    grid.present(settings, transition: .crossFade, animated: true, completion: nil)

    // Registrations cover presentations too.
    let transitions = NavigationDelegate()
    transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
    transitions.present(detail, from: grid, animated: true, completion: nil)

    // Zoomed screens, pushed or presented, can be dragged or pinched away (nil turns it off).
    transitions.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])

    // Media viewers: begin rules, a veto, their own release rule and feel.
    transitions.zoomDismissal = ZoomDismissalDriver(
        gestures: [.drag, .pinch, .edge], begin: .vertical,
        policy: DismissalPolicy(threshold: .distance(88), flickSpeed: nil),
        mapping: DismissalMapping(minimumScale: 0.8, backdrop: .blur(.systemMaterial)))
    transitions.zoomDismissal?.shouldBegin = { screen, gesture, translation in translation.y > 0 }
    NavigationDelegate.presentations.zoomDismissal = ZoomDismissalDriver(gestures: [.drag])
    grid.present(detail, transition: ScreenTransition.zoom(from: cell, to: detail.imageView).hidesSourceWhilePresented(),
                 animated: true)

    // The App Store card.
    home.present(story, transition: .card(from: card.contentView, cornerRadius: 16), animated: true)
}

#endif
