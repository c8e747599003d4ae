/// SwiftUI gives no public way to read a pushed value, so value-type rules cannot fire for an unmarked
/// screen: reported once per stack, at the debug level, with the fix.
package struct UnmarkedDestinationReport {
    /// Whether the report was made.
    private(set) var reported = false

    package init() {}

    /// Returns whether it reported now; a marked screen, or no value-type rules, reports nothing.
    @discardableResult
    package mutating func check<Transition>(_ facts: HostedScreenFacts, rules: HostedScreenRules<Transition>)
        -> Bool
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
