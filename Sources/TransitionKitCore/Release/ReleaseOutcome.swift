/// Where a released transition goes: on to its end, or back to its start.
package enum ReleaseOutcome: Sendable, Hashable, CaseIterable {
    /// Complete the transition (progress goes to 1; on pop the top screen is removed).
    case finish
    /// Undo the transition (progress goes back to 0; the stack is unchanged).
    case cancel

    /// The progress the transition settles at: exactly 1 for `.finish`, exactly 0 for `.cancel`.
    package var targetProgress: Double {
        switch self {
        case .finish: 1
        case .cancel: 0
        }
    }

    /// From the context's (or coordinator context's) cancellation flag.
    package init(transitionWasCancelled: Bool) {
        self = transitionWasCancelled ? .cancel : .finish
    }
}
