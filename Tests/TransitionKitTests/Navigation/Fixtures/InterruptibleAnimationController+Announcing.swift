import UIKitModels

@testable import TransitionKit

/// The careful animation controller stands in for `TransitionAnimator`, the library's own, as the
/// navigation delegate sees it: it reports its finish once and takes alongside animations.
extension InterruptibleAnimationController: AnnouncingAnimator {}

/// An animator the library made, held weakly, with the decision it plays.
@MainActor
struct MadeAnimator {
    weak var object: InterruptibleAnimationController?
    let decision: TransitionDecision
}
