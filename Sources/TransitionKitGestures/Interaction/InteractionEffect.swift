/// What the UIKit layer must do in response to an event; the answer of
/// ``InteractionMachine/handle(_:)``.
///
/// ```swift
/// switch machine.handle(.ended(sample)) {
/// case .release(let decision): /* set the spring, then finish() or cancel() */
/// case .rejected(let reason): /* nothing; reason says why */
/// default: break
/// }
/// ```
package enum InteractionEffect: Sendable, Hashable {
    /// Accepted; nothing to do (e.g. a release held back until the transition starts).
    case noEffect
    /// Start the transition (on pop: `popViewController(animated: true)`).
    case beginTransition
    /// Scrub the transition to this progress (`update(_:)`).
    case update(progress: Double)
    /// Pause the settling transition (`pause()`); the finger now drives it from `progress`.
    case pause(progress: Double)
    /// Continue with the decision's spring velocity and `finish()` or `cancel()`.
    case release(ReleaseDecision)
    /// The transition completed with this outcome. Reported exactly once per transition.
    case complete(ReleaseOutcome)
    /// The event was not accepted in this phase, or carried unusable numbers; nothing changed.
    case rejected(InteractionRejection)
}
