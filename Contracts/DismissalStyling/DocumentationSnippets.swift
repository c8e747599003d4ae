#if canImport(UIKit)
    import TransitionKit
    import TransitionKitGestures
    import UIKit

    final class PlayerViewController: UIViewController {}

    /// Presentations.md "Backdrop, screens and the drag back": the mini player growing into the
    /// full player from a child controller, with the drag back — compiled so that it cannot
    /// drift. Never called.
    final class MiniPlayerViewController: UIViewController {
        func expand(into player: PlayerViewController) {
            view.transitionID = "player"
            present(player, transition: .card(id: "player", cornerRadius: 12), animated: true)
        }
    }

    @MainActor
    enum MiniPlayerSnippets {
        static func dragBack() {
            let driver = ZoomDismissalDriver(gestures: [.drag, .edge], begin: .down)
            driver.cardMapping = DismissalMapping(
                minimumScale: 0.9, distance: 300, cornerRadius: 12, followsFinger: .vertical,
                shadow: .fadingIn(opacity: 0.3, radius: 12))
            NavigationDelegate.presentations.zoomDismissal = driver
        }

        static func backdrops(_ transitions: NavigationDelegate) {
            transitions.register(
                ScreenTransition.zoom.backdrop(.dimming(.white, strength: 0.6)),
                from: TodayViewController.self, to: StoryViewController.self)
        }
    }
#endif
