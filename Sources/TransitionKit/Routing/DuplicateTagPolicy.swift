/// What a `RouteStack` does when a route is pushed with a tag another route already has.
public enum DuplicateTagPolicy: Sendable, Hashable, CaseIterable {
    /// Refuse the push (`RouteRefusal.duplicateTag`). The default: tags are unique, and a
    /// double-tapped link pushes once.
    case reject
    /// Go back to the route that has the tag instead, as `goTo(tag:)` does; the new payload is
    /// discarded. Pushing the top route's tag is refused with `RouteRefusal.alreadyOnTop`.
    case popToExisting
    /// Push anyway; `goTo(tag:)` then finds the most recent route with the tag.
    case allow
}
