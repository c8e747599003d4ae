/// A per-push override beats a screen's iOS 18 `preferredTransition`, which beats registrations and the
/// default (see NavigationInternals, Preferred transitions).
enum PreferredTransitionRule {
    /// `true` when the library steps aside: the moving entry sets `preferredTransition` and the push carried
    /// no override.
    static func systemPlays(screenHasPreferredTransition: Bool, hasOverride: Bool) -> Bool {
        screenHasPreferredTransition && !hasOverride
    }
}
