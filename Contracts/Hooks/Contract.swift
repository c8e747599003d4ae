// swift-format-ignore-file
// The body of this file between `#if` and `#endif` is the Contract exactly as the issue
// prints it; the formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)
import UIKit
import TransitionKit
import TransitionKitGestures

final class GridViewController: UIViewController {}
final class ViewerViewController: UIViewController {}

@MainActor func hooks(_ transitions: NavigationDelegate, navigation: UINavigationController,
                      tabBar: UITabBar, pan: UIPanGestureRecognizer, viewer: ViewerViewController) {
    // Damping ratio 0.8, settled at 0.5 s: the two numbers of UIKit's block animation.
    transitions.register(TransitionStyle.zoom.timing(.spring(dampingRatio: 0.8)).duration(0.5),
                         from: GridViewController.self, to: ViewerViewController.self)

    // Observing one pair, after layout, with the transition's numbers.
    let token = transitions.addObserver(from: GridViewController.self, to: ViewerViewController.self) { event in
        guard event.phase == .willBegin else { return }
        let seconds: Double = event.duration
        event.animateAlongside(from: 0.25, to: 1) { tabBar.alpha = event.operation == .push ? 0 : 1 }
        _ = seconds
    }
    transitions.removeObserver(token)

    // The app's own gesture drives the pop the delegate plays.
    if let interaction = transitions.beginInteractivePop(of: navigation) {
        interaction.update(progress: 0.3)
        interaction.end(velocity: 1.5)   // progress per second; the release policy decides
    }

    // One transition at a time on a plain navigation controller.
    let navigator = transitions.navigator(for: navigation)
    navigator.popToRoot(animated: true)
    navigator.push(viewer, animated: true)
}
#endif
