/// What a stack does when a screen (UIKit) or a tagged route (SwiftUI) is pushed while it is
/// already in the stack, below the top.
///
/// ```swift
/// navigation.duplicatePushPolicy = .popToExisting   // a BarlessNavigationController
/// router.duplicatePushPolicy = .moveToTop           // a TransitionRouter
/// ```
///
/// Pushing the screen or tag that is already on top is always refused (a double tap pushes once).
public enum DuplicatePushPolicy: Sendable, Hashable, CaseIterable {
    /// Refuse the push. The default: the request is most likely a bug, and any other answer
    /// rewrites history the user did not ask for.
    case reject
    /// Pop back to the screen or route already in the stack instead; a SwiftUI route's new
    /// payload is discarded.
    case popToExisting
    /// Take the screen out of its place and push it on top; a SwiftUI route with the tag is
    /// removed and the new route pushed (the root route never moves: that push is refused).
    case moveToTop
    /// Push anyway (SwiftUI: two routes may share a tag; `goTo(tag:)` finds the most recent). A
    /// UIKit stack cannot hold one view controller twice: it treats `allow` as `reject` and
    /// reports it to the diagnostics sink.
    case allow
}
