/// What plays when a screen also sets iOS 18's `UIViewController.preferredTransition` (UIKit's own
/// zoom, and whatever later systems add) — read through the Objective-C runtime, since the iOS 16.5
/// SDK the library builds with does not declare it, and `nil` before iOS 18.
///
/// The rule, for the stack entry that moves (the pushed one on a push, the popped one on a pop —
/// the view controller UIKit reads, a bar-less container carrying its screen's):
/// 1. A per-push override (`pushViewController(_:transition:)`) plays: the app asked for it at
///    this very push.
/// 2. Otherwise a screen with a `preferredTransition` gets it: the library vends no animation
///    controller of its own (the app's delegate is still asked), so UIKit plays the screen's
///    transition instead of a registration or the default. In debug builds the diagnostics say so
///    when the library would have played something of its own.
/// 3. Otherwise registrations and the default decide, as always.
///
/// ```swift
/// PreferredTransitionRule.systemPlays(screenHasPreferredTransition: true, hasOverride: false)  // true
/// ```
enum PreferredTransitionRule {
    /// Whether UIKit's own `preferredTransition` plays instead of the library's decision.
    ///
    /// - Parameters:
    ///   - screenHasPreferredTransition: Whether the moving screen's `preferredTransition` is set.
    ///   - hasOverride: Whether the push carried a per-push override.
    /// - Returns: `true` when the library steps aside.
    static func systemPlays(screenHasPreferredTransition: Bool, hasOverride: Bool) -> Bool {
        screenHasPreferredTransition && !hasOverride
    }
}
