/// Something a ``NavigationQueue`` tells its navigation controller to do or to know.
///
/// Handle events in the order returned: at most one ``perform(_:)`` comes per call, always last.
package enum NavigationQueueEvent<ID: Hashable & Sendable>: Sendable, Hashable {
    /// Run this transition now, then call ``NavigationQueue/transitionDidEnd(completed:)``.
    case perform(NavigationAction<ID>)
    /// The request got this ticket and waits for the running transition to end.
    case queued(RequestTicket)
    /// The request with this ticket will not run, for this reason.
    case dropped(RequestTicket, NavigationRequest<ID>, NavigationDropReason)
    /// The running transition completed; the stack now is the action's `to`.
    case completed(NavigationAction<ID>)
    /// The running transition was cancelled (e.g. an interactive pop let go); the stack is still
    /// the action's `from`.
    case cancelled(NavigationAction<ID>)
}
