import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The careful animation controller stands in for `TransitionAnimator`, the library's own, as the
/// navigation delegate sees it: it reports its finish once and takes alongside animations.
extension InterruptibleAnimationController: AnnouncingAnimator {
    /// Never caught this way: the careful controller is not the library's run (presented zoom
    /// dismissals are caught on `TransitionRun`; pops through the pan driver's catch).
    package func catchRunning(pausing pause: () -> Void) -> Double? { nil }

    /// Nothing is heard: the careful controller is not the library's run, whose calls are traced.
    package var callObserver: TransitionCallObserver? {
        get { nil }
        set {}
    }

    /// Nothing is left to a dismissal: the careful controller animates every view it moves.
    package var drivenView: ViewModel? { nil }

    /// Staged: an empty plan of the controller's duration on a geometry of the container's bounds.
    /// Reading it gives a closure that forwards the container's bounds only.
    package var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)? {
        get {
            onStagedInContainer.map { staged in { _, geometry in staged(geometry.containerBounds) } }
        }
        set {
            guard let newValue else {
                onStagedInContainer = nil
                return
            }
            let duration = self.duration
            let operation = self.operation
            onStagedInContainer = { bounds in
                newValue(
                    TransitionPlan(elements: [], duration: duration, timing: .easeInOut),
                    TransitionGeometry(
                        containerBounds: bounds, from: .init(frame: bounds), to: .init(frame: bounds),
                        operation: operation))
            }
        }
    }
}

/// An animator the library made, held weakly, with the decision it plays.
@MainActor
struct MadeAnimator {
    weak var object: InterruptibleAnimationController?
    let decision: TransitionDecision
}
