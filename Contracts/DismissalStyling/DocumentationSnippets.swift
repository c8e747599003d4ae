#if canImport(UIKit)
    import TransitionKit
    import TransitionKitGestures
    import UIKit

    final class PlayerViewController: UIViewController {}

    extension BrowserViewController {
        /// The browser's address bar and toolbar.
        var chrome: UIView { view }
        /// The page as shown.
        var screenshot: UIImage? { nil }
    }

    extension TrayViewController {
        /// The cell of the tab the browser shows.
        var selectedCell: UIView? { nil }
    }

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

        /// RegisteringTransitions.md "Adding your own elements": the browser's chrome collapsing
        /// onto the tab's cell, drawn above both screens.
        static func chromeAboveScreens(_ transitions: NavigationDelegate) {
            transitions.register(from: BrowserViewController.self, to: TrayViewController.self) {
                browser, tray, _ in
                ScreenTransition(.zoom(id: "tab").screens(.crossFade).backdrop(.clear))
                    .flyingImage { [weak browser] in browser?.screenshot }
                    .adding { [weak browser, weak tray] in
                        guard let chrome = browser?.chrome, let cell = tray?.selectedCell else { return [] }
                        let bar = VisualState(frame: chrome.frame)
                        let onCell = cell.convert(cell.bounds, to: chrome.superview)
                        return [
                            .init(
                                chrome, from: bar, to: bar.with(\.frame, onCell).with(\.alpha, 0),
                                aboveScreens: true)
                        ]
                    }
            }
        }

        /// Presentations.md "Backdrop, screens and the drag back": a translucent media viewer
        /// keeping its dimming under itself until it is dismissed.
        static func mediaViewer(
            _ timeline: UIViewController, viewer: UIViewController, cell: UICollectionViewCell
        ) {
            let imageView = UIImageView()
            cell.contentView.addSubview(imageView)
            timeline.present(
                viewer,
                transition: .zoom(from: imageView, to: nil)
                    .style { $0.backdrop(.dimming(0.8), staysUnderScreen: true) }, animated: true)
        }

        static func backdrops(_ transitions: NavigationDelegate) {
            transitions.register(
                TransitionStyle.zoom.backdrop(.dimming(.white, strength: 0.6)),
                from: TodayViewController.self, to: StoryViewController.self)
        }
    }
#endif
