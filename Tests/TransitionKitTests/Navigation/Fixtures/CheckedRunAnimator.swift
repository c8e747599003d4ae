import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A `.custom` registration's animation controller in the end-to-end runs: the library's real
/// ``TransitionRun`` (as ``ModeledTransitionAnimator`` forwards to it) that also remembers how the
/// two screens looked when UIKit first handed it the context, and, when the transition ends,
/// reports every property that is not back to that look (the built-ins plan the screens to end as
/// the app left them, and a cancel must put everything back).
@MainActor
final class CheckedRunAnimator: ModeledAnimatedTransitioning {
    typealias Run = TransitionRun<TransitionContextModel, StagingModel, AnimatorFactoryModel>

    let run: Run
    let label: String
    let implementsInterruptibleAnimator = true
    /// Receives a description of each property not as it was before, when the transition ends.
    var onMismatch: ((String) -> Void)?
    /// Called when the transition ends.
    var onEnd: (() -> Void)?
    private var before: [(view: ViewModel, look: ViewLook)] = []
    private var insetsBefore: [(screen: ViewControllerModel, insets: Insets)] = []
    private var sawContext = false
    private weak var container: ViewModel?

    init(_ run: Run, label: String) {
        self.run = run
        self.label = label
    }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval {
        run.transitionDuration()
    }

    func animateTransition(using context: TransitionContextModel) {
        remember(context)
        run.animateTransition(using: context)
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
        remember(context)
        return run.interruptibleAnimator(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        run.animationEnded(transitionCompleted)
        // Where a screen sits is UIKit's to decide (the final frame it reports, and its layout at
        // the container's bounds after a size change); everything else the transition touches must
        // be as the app left it.
        for (view, look) in before where placeless(view) != Self.placeless(look) {
            onMismatch?(
                "\(label) ended(\(transitionCompleted)): \(view.name) is [\(ViewLook(view))], was [\(look)]")
        }
        for (screen, insets) in insetsBefore where screen.additionalSafeArea != insets {
            onMismatch?("\(label) ended(\(transitionCompleted)): \(screen.name) safe-area insets changed")
        }
        before = []
        insetsBefore = []
        onEnd?()
    }

    /// `view`'s look without its place; a view at the container's bounds — UIKit's layout after a
    /// size change, or the run placing it at the frame the context now reports — counts as the size
    /// it had before.
    private func placeless(_ view: ViewModel) -> ViewLook {
        var look = Self.placeless(ViewLook(view))
        if let container, view.bounds.size == container.bounds.size,
            let earlier = before.first(where: { $0.view === view })
        {
            look.bounds = earlier.look.bounds
        }
        return look
    }

    private static func placeless(_ look: ViewLook) -> ViewLook {
        var look = look
        look.center = .zero
        return look
    }

    private func remember(_ context: TransitionContextModel) {
        guard !sawContext else { return }
        sawContext = true
        container = context.containerView
        let views = [context.view(forKey: .from), context.view(forKey: .to)].compactMap { $0 }
        before = views.map { ($0, ViewLook($0)) }
        insetsBefore = [context.viewController(forKey: .from), context.viewController(forKey: .to)]
            .compactMap { $0 }.map { ($0, $0.additionalSafeArea) }
    }
}
