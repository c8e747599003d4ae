/// A `RouteLink` tapped outside a `TransitionStack` does nothing, like `NavigationLink`, and reports
/// why once. Not isolated: SwiftUI makes it as a `@State` default; only the main actor taps.
package final class UnroutedLinkReport {
    private(set) var isReported = false

    /// A link with no router around it.
    package init() {}

    /// The link was tapped: reported the first time, nothing more later.
    package func linkTapped() {
        guard !isReported else { return }
        isReported = true
        Diagnostics.report(
            "routing",
            "RouteLink outside a TransitionStack (a transitionSheet's content, a UIHostingController of "
                + "its own, a preview): it does nothing, as NavigationLink outside a NavigationStack")
    }
}
