/// Why a route-stack operation changed nothing. Every refusal leaves the stack exactly as it was.
package enum RouteRefusal: Sendable, Hashable, CaseIterable {
    /// `back`, `home`, or a user pop while only the root is in the stack.
    case atRoot
    /// `goTo(tag:)` for a tag no route has (and no route to push instead).
    case tagNotFound
    /// `goTo(tag:)` for the tag of the top route: already there.
    case alreadyOnTop
    /// A push or replace with a tag another route has, under ``DuplicatePushPolicy/reject``.
    case duplicateTag
    /// `userPopped(count:)` with a count of 0 or less.
    case nothingToPop
    /// `sync(toDepth:)` with a depth not below the current depth: the router cannot invent routes.
    case depthNotBelowCurrent
}
