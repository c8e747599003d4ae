/// Why ``InteractionMachine`` rejected an event. A rejected event changes nothing.
///
/// ```swift
/// var machine = InteractionMachine(tracker: tracker)
/// machine.handle(.ended(sample))   // .rejected(.notStarted): `.ended` without `.began`
/// ```
package enum InteractionRejection: Sendable, Hashable {
    /// No transition is driven yet (`idle`): changed, ended, cancelled, touch-down or completion
    /// without a beginning.
    case notStarted
    /// A finger already drives the transition (a second `began`, a touch-down while interactive).
    case alreadyInteractive
    /// The transition was released and is settling (a duplicate `ended`, a late `changed`).
    case alreadyReleased
    /// UIKit already started the transition, so it can no longer be refused.
    case transitionLive
    /// The transition completed; nothing is accepted until ``InteractionMachine/reset()``.
    case finished
    /// The travel distance is not finite and positive, so no gesture can drive a transition.
    case invalidTravelDistance
    /// The transition's animator cannot be paused, so a touch cannot catch it.
    case notInterruptible
    /// The sample's translation (or the touch-down progress) was not finite.
    case invalidSample
}
