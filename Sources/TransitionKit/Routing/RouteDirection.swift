/// Which way a route change moves.
public enum RouteDirection: Sendable, Hashable, CaseIterable {
    /// A route arrives on top (push, replace, a forced go-to): the arriving route's forward
    /// transition applies.
    case forward
    /// Routes leave the top (back, home, go-to, a user swipe-back): the leaving top route's
    /// backward transition applies.
    case backward
}
