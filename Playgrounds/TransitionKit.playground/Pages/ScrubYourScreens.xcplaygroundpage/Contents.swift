//: # Scrub your own screens
//: Your view controllers in a real `UINavigationController`, attached to your own
//: `NavigationDelegate`: the scrubber starts the push interactively and the slider drives it, so
//: what plays is exactly what your app plays — your registration, Reduce Motion, observers.
//:
//: Drag the slider, tap Play or Reverse (the transition's own timing), drag the stage like the
//: back-swipe, and tap Done to finish or cancel it; the next touch starts it again.
import PlaygroundSupport
import TransitionKit
import UIKit

final class GridViewController: UIViewController {
    let selectedImageView = UIImageView(frame: CGRect(x: 16, y: 160, width: 110, height: 110))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        selectedImageView.backgroundColor = .systemTeal
        selectedImageView.layer.cornerRadius = 8
        selectedImageView.clipsToBounds = true
        view.addSubview(selectedImageView)
    }
}

final class DetailViewController: UIViewController {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 120, width: 390, height: 390))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .systemBackground
        imageView.backgroundColor = .systemTeal
        view.addSubview(imageView)
    }
}

/// The scrubber: your delegate, your registration, your screens. (A function on the main actor,
/// so that the page type-checks in the Swift 5 and Swift 6 language modes alike.)
@MainActor func makeScrubber() -> UIViewController {
    let transitions = NavigationDelegate()
    transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, _ in
        .zoom(from: grid.selectedImageView, to: detail.imageView)
    }
    let scrubber = TransitionScrubberViewController(
        push: DetailViewController(), onto: GridViewController(), transitions: transitions)
    scrubber.scrub(to: 0.3)
    return scrubber
}

Task { @MainActor in PlaygroundPage.current.liveView = makeScrubber() }
//: [Previous](@previous) | [Next](@next)
