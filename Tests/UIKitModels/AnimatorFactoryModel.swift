import Foundation
import TransitionKitCore

/// A model of the animator factory behind the ``PropertyAnimatorFactoryPort`` port: makes
/// ``PropertyAnimatorModel``s on the test's clock (each counted in the ledger's work) and models
/// `UIView.performWithoutAnimation(_:)` (`UIView.h`: "+ (void)performWithoutAnimation:(void
/// (NS_NOESCAPE ^)(void))actionsWithoutAnimation"): property changes inside take effect at once,
/// even inside an animation block.
///
/// ```swift
/// let animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
/// let animator = animations.makePropertyAnimator(duration: 0.35, timing: .easeInOut, initialVelocity: .zero)
/// ```
@MainActor
package struct AnimatorFactoryModel: PropertyAnimatorFactoryPort {
    /// The test's ledger.
    package let ledger: ContractLedger
    /// The test's clock.
    package let clock: ModelClock

    /// Creates a factory.
    ///
    /// - Parameters:
    ///   - ledger: The test's ledger.
    ///   - clock: The test's clock.
    package init(ledger: ContractLedger, clock: ModelClock) {
        self.ledger = ledger
        self.clock = clock
    }

    /// A new inactive ``PropertyAnimatorModel`` named after its creation count.
    package func makePropertyAnimator(
        duration: TimeInterval, timing: Timing, initialVelocity: RelativeVelocity
    ) -> PropertyAnimatorModel {
        PropertyAnimatorModel(
            name: "animator \(ledger.work.animatorCreations + 1)", duration: duration, timing: timing,
            initialVelocity: initialVelocity, ledger: ledger, clock: clock)
    }

    /// Runs `actions` with animations disabled.
    package func performWithoutAnimation(_ actions: () -> Void) {
        ledger.withoutAnimation(actions)
    }
}
