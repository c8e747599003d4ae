//: # Scrub a `.custom` animator
//: Your own `UIViewControllerAnimatedTransitioning`, registered with `.custom`, runs through the
//: same interactive path: vend `interruptibleAnimator(using:)` and the slider scrubs its property
//: animator, Play and Reverse continue it with its own timing. (An animator that never calls
//: `completeTransition` is completed by the scrubber after its duration, with a notice.)
import PlaygroundSupport
import TransitionKit
import UIKit

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }
}

/// Lifts the new screen up from the bottom while the old one dims.
final class LiftAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        let from = transitionContext.view(forKey: .from)
        let to = transitionContext.view(forKey: .to) ?? UIView()
        container.addSubview(to)
        to.frame = container.bounds
        to.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.9) {
            to.transform = .identity
            from?.alpha = 0.4
        }
        animator.addCompletion { position in
            from?.alpha = 1
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// The scrubber: the `.custom` registration on a real push. (A function on the main actor, so
/// that the page type-checks in the Swift 5 and Swift 6 language modes alike.)
@MainActor func makeScrubber() -> UIViewController {
    let transitions = NavigationDelegate()
    transitions.register(
        .custom { _, _, _ in LiftAnimator() }, from: UIViewController.self, to: CardViewController.self)
    let home = UIViewController()
    home.view.backgroundColor = .systemBackground
    return TransitionScrubberViewController(push: CardViewController(), onto: home, transitions: transitions)
}

Task { @MainActor in PlaygroundPage.current.liveView = makeScrubber() }
//: [Previous](@previous)
