import Foundation
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// Stands in for `TransitionAnimator`, the library's own animation controller, as UIKit and the
/// navigation delegate see it: one property animator for the whole transition, vended as the
/// interruptible animator, started by `animateTransition` only if no interaction started it,
/// completing with `!transitionWasCancelled`, reporting its finish once from `animationEnded`.
@MainActor
final class LibraryAnimatorDouble: ModeledAnimatedTransitioning, AnnouncingAnimator {
    let decision: TransitionDecision
    let animations: AnimatorFactoryModel
    var onFinish: ((Bool) -> Void)?
    var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)?
    /// The parts alongside animations were added over, in order.
    private(set) var alongsideWindows: [TimeWindow] = []
    private(set) var endedWith: [Bool] = []
    private var animator: PropertyAnimatorModel?
    private var pendingAlongside: [(window: TimeWindow, animations: @MainActor () -> Void)] = []

    init(decision: TransitionDecision, animations: AnimatorFactoryModel) {
        self.decision = decision
        self.animations = animations
    }

    var implementsInterruptibleAnimator: Bool { true }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval {
        decision.duration
    }

    func animateTransition(using context: TransitionContextModel) {
        let animator = propertyAnimator(context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimating {
        propertyAnimator(context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith.append(transitionCompleted)
        animator = nil
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(transitionCompleted)
    }

    func addAlongsideAnimations(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void) {
        alongsideWindows.append(window)
        guard let animator else { return pendingAlongside.append((window, animations)) }
        Self.add(animations, over: window, to: animator)
    }

    private static func add(
        _ animations: @escaping @MainActor () -> Void, over window: TimeWindow,
        to animator: PropertyAnimatorModel
    ) {
        guard window != .full else { return animator.addAnimations(animations) }
        animator.addKeyframe(
            withRelativeStartTime: window.start, relativeDuration: window.duration, animations: animations)
    }

    private func propertyAnimator(_ context: TransitionContextModel) -> PropertyAnimatorModel {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: decision.duration, timing: .easeInOut, initialVelocity: .zero)
        self.animator = animator
        let container = context.containerView
        if let toView = context.view(forKey: .to) {
            animations.performWithoutAnimation {
                container.addSubview(toView)
                toView.frame = container.bounds
                toView.alpha = 0
            }
            animator.addAnimations { toView.alpha = 1 }
        }
        for alongside in pendingAlongside {
            Self.add(alongside.animations, over: alongside.window, to: animator)
        }
        pendingAlongside = []
        let onStaged = self.onStaged
        self.onStaged = nil
        let bounds = container.bounds
        onStaged?(
            TransitionPlan(elements: [], duration: decision.duration, timing: .easeInOut),
            TransitionGeometry(
                containerBounds: bounds, from: .init(frame: bounds), to: .init(frame: bounds),
                operation: decision.operation))
        let animations = self.animations
        animator.addCompletion { [weak context, weak toView = context.view(forKey: .to)] position in
            // A cancelled transition leaves the arriving screen as it found it, as the library's
            // animator does (a reversed animator ends at the start values: alpha 0).
            if position == .start, let toView { animations.performWithoutAnimation { toView.alpha = 1 } }
            guard let context else { return }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}
