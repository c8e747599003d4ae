// swift-format-ignore-file
// The body of this file between `#if` and `#endif` is the dismissal-styling Contract exactly as
// the issue prints it; the formatter leaves this file alone so that it stays verbatim.
#if canImport(UIKit)
import UIKit
import TransitionKit
import TransitionKitGestures

final class BrowserViewController: UIViewController {}
final class TrayViewController: UIViewController {}
final class TodayViewController: UIViewController {}
final class StoryViewController: UIViewController {}

@MainActor func wire(_ transitions: NavigationDelegate, screenshot: @escaping @MainActor () -> UIImage?) {
    transitions.register(
        ScreenTransition(.zoom(id: "tab").screens(.crossFade).backdrop(.clear)).flyingImage(screenshot),
        from: BrowserViewController.self, to: TrayViewController.self)
    transitions.register(
        TransitionStyle.card(id: "story").backdrop(.blur(.light)),
        from: TodayViewController.self, to: StoryViewController.self)
    NavigationDelegate.presentations.zoomDismissal = ZoomDismissalDriver(
        gestures: [.drag, .edge],
        mapping: DismissalMapping(followsFinger: .vertical, shadow: .fadingIn(opacity: 0.3, radius: 12)))
}
#endif
