#if canImport(UIKit)
    import UIKit

    /// An animation controller behind the ``AnimatedTransitioning`` port, held weakly (UIKit owns
    /// it for the transition).
    ///
    /// A wrapper rather than a conformance: UIKit hands interaction controllers a
    /// protocol-typed `UIViewControllerAnimatedTransitioning`, which cannot be extended to
    /// conform. The interruptible animator is read as a `UIViewPropertyAnimator` (through
    /// ``UIKitPropertyAnimator``); another `UIViewImplicitlyAnimating` reads as `nil`. One line per
    /// member.
    @MainActor
    package struct UIKitAnimatedTransitioning: AnimatedTransitioning {
        /// The animation controller, while UIKit keeps it.
        package weak var controller: (any UIViewControllerAnimatedTransitioning)?

        /// Wraps an animation controller.
        ///
        /// - Parameter controller: The animation controller UIKit vended.
        package init(_ controller: any UIViewControllerAnimatedTransitioning) {
            self.controller = controller
        }

        /// `responds(to: #selector(interruptibleAnimator(using:)))`.
        package var implementsInterruptibleAnimator: Bool {
            controller?.responds(
                to: #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:))) ?? false
        }

        /// `interruptibleAnimator(using:)`, when it is a `UIViewPropertyAnimator`.
        package func interruptibleAnimator(using context: UIKitTransitionContext) -> (any PropertyAnimating)?
        {
            (controller?.interruptibleAnimator?(using: context.context) as? UIViewPropertyAnimator)
                .map(UIKitPropertyAnimator.init)
        }
    }
#endif
