import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What `TransitionAnimator` is on device, for the navigation model: each callback forwarded to
/// the real ``TransitionRun``, with the models behind its ports.
@MainActor
final class ModeledTransitionAnimator: ModeledAnimatedTransitioning {
    typealias Run = TransitionRun<TransitionContextModel, StagingModel, AnimatorFactoryModel>

    let run: Run
    let implementsInterruptibleAnimator = true
    /// The context UIKit last passed (not retained).
    private(set) weak var context: TransitionContextModel?

    init(_ run: Run) {
        self.run = run
    }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval {
        run.transitionDuration()
    }

    func animateTransition(using context: TransitionContextModel) {
        self.context = context
        run.animateTransition(using: context)
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
        self.context = context
        return run.interruptibleAnimator(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        run.animationEnded(transitionCompleted)
    }
}

extension ModeledTransitionAnimator: RunningTimingReporting {
    /// The staged plan's timing, as `TransitionAnimator` reports it.
    var runningTiming: Timing? { run.plan?.timing }
}

extension TransitionContextModel: WeaklyHeldContext {
    package var referent: AnyObject { self }

    package static func context(heldBy referent: AnyObject) -> TransitionContextModel? {
        referent as? TransitionContextModel
    }
}
