// swift-format-ignore-file
// The body of this file between `#if` and `#endif` is the Contract exactly as the issue
// prints it; the formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)

import UIKit
import TransitionKit

final class GridViewController: UIViewController { let selectedImageView = UIImageView() }
final class DetailViewController: UIViewController { let imageView = UIImageView() }

@MainActor func scrubbers() -> [UIViewController] {
    let transitions = NavigationDelegate()
    transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, _ in
        .zoom(from: grid.selectedImageView, to: detail.imageView)
    }
    let grid = GridViewController()
    let push = TransitionScrubberViewController(push: DetailViewController(), onto: grid, transitions: transitions)
    push.scrub(to: 0.3)
    push.play()
    let detail = DetailViewController()
    let pop = TransitionScrubberViewController(pop: detail, to: grid, transitions: transitions)
    pop.reverse()
    transitions.scrubsTransitions = true   // debug: every transition starts paused under a slider
    return [push, pop]
}

#endif
