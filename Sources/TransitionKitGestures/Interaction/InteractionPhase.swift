/// Where an interactive transition is in its life.
///
///     idle ──began──▶ interactive ──ended / cancelled──▶ settling(outcome) ──completed──▶ done
///       │                  ▲                                   │
///       └─animationStarted─┼───────────────────────────────────┤
///                          └──────────── touchDown ────────────┘
///
/// A touch on a settling transition hands it back to the finger, any number of times.
/// ``InteractionMachine/reset()`` returns to `idle` for the next transition.
package enum InteractionPhase: Sendable, Hashable {
    /// No transition is driven.
    case idle
    /// A finger drives progress.
    case interactive
    /// Released; animating toward the outcome's target. A touch can catch it.
    case settling(ReleaseOutcome)
    /// The transition completed (once) with this outcome; no further events are accepted.
    case done(ReleaseOutcome)
}
