/// How a transition ended, as its signposted interval and frame report say.
package enum TransitionOutcome: String, Sendable, Hashable, CaseIterable {
    /// The transition finished: the arriving screen is shown.
    case finished
    /// The transition was cancelled: the leaving screen is shown again.
    case cancelled
    /// The transition never reported its end: its navigation controller (or presented controller)
    /// was released while it ran, or UIKit released its animator unused.
    case abandoned
}
