import Foundation
import TransitionKitCore

/// A ``ModeledAnimatedTransitioning`` behind the ``AnimationControllerPort`` port, held weakly: the
/// test's counterpart of `UIKitAnimatedTransitioning`, which wraps the animation controller UIKit
/// hands an interaction controller.
///
/// ```swift
/// let port = ModeledAnimationController(vended)
/// port.interruptibleAnimator(using: context)?.fractionComplete
/// ```
@MainActor
package struct ModeledAnimationController: AnimationControllerPort {
    /// The animation controller, while the navigation model keeps it.
    package weak var controller: (any ModeledAnimatedTransitioning)?

    /// Wraps an animation controller.
    ///
    /// - Parameter controller: The animation controller the navigation model runs.
    package init(_ controller: any ModeledAnimatedTransitioning) {
        self.controller = controller
    }

    /// `responds(to: #selector(interruptibleAnimator(using:)))`.
    package var implementsInterruptibleAnimator: Bool {
        controller?.implementsInterruptibleAnimator ?? false
    }

    /// `interruptibleAnimator(using:)` when implemented.
    package func interruptibleAnimator(using context: TransitionContextModel) -> (any PropertyAnimatorPort)? {
        guard let controller, controller.implementsInterruptibleAnimator else { return nil }
        return controller.interruptibleAnimator(using: context)
    }

    /// The controller's own timing, when it reports one (``RunningTimingReporting``).
    package var runningTiming: Timing? { (controller as? RunningTimingReporting)?.runningTiming }
}
