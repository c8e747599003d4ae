// swift-format-ignore-file
// The body of the `#if` is the reversal Contract exactly as the issue prints it (indented); the
// formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)
    import UIKit
    import TransitionKit

    final class GridViewController: UIViewController {}
    final class PhotoViewController: UIViewController {}

    @MainActor func wire(_ transitions: NavigationDelegate) {
        transitions.reversesInterruptedTransitions = true          // the default
        transitions.register(.zoom, from: GridViewController.self, to: PhotoViewController.self)
        transitions.register(.slide, for: .interactivePop,     // a swipe slides; the Back button reverses the zoom
                             from: GridViewController.self, to: PhotoViewController.self)
    }
#endif
