import TransitionKitCore

/// A hosted stack's one report of a screen that carries no `.transitionValue(_:)` while
/// registrations by value type exist: SwiftUI gives no public way to read the value a
/// `NavigationLink(value:)` or a path pushed (its screens are hosting controllers of a private type
/// whose root view is type-erased), so those registrations cannot fire for that screen.
///
/// ```swift
/// var report = UnmarkedDestinationReport()
/// report.check(facts, rules: rules)   // true once: the first unmarked screen under value rules
/// ```
///
/// ## Rules
/// - Reported once per stack (per `transitionNavigation` modifier), at the debug level, naming
///   the registered value types and the fix (mark the destination).
/// - A screen with a value, or a stack without value-type registrations, reports nothing.
struct UnmarkedDestinationReport {
    /// Whether the report was made.
    private(set) var reported = false

    /// Nothing reported yet.
    init() {}

    /// Reports the first screen without a value while value-type registrations exist.
    ///
    /// - Parameters:
    ///   - facts: The upper screen's facts.
    ///   - rules: The stack's registrations.
    /// - Returns: Whether it reported now.
    @discardableResult
    mutating func check<Transition>(_ facts: HostedScreenFacts, rules: HostedScreenRules<Transition>) -> Bool
    {
        guard !reported, facts.value == nil, !rules.valueTypeNames.isEmpty else { return false }
        reported = true
        let types = rules.valueTypeNames.joined(separator: ", ")
        Diagnostics.report(
            "navigation",
            "transitionNavigation: a screen carries no .transitionValue(_:), so the registrations for "
                + "\(types) cannot fire for it (SwiftUI gives no public way to read the value a "
                + "NavigationLink(value:) or a path pushed); mark the destination in its "
                + "navigationDestination closure, e.g. PhotoView(photo: photo).transitionValue(photo), or "
                + "register by transitionID. Reported once per stack.",
            level: .debug)
        return true
    }
}
