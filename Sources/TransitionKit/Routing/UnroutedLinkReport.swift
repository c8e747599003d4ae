/// What a `RouteLink` tapped outside a `TransitionStack` does: nothing — as SwiftUI's
/// `NavigationLink` is inert outside a navigation stack — and, the first time, a report to the
/// diagnostics saying why (a `transitionSheet`'s content, a `UIHostingController` of its own, a
/// preview have no router).
///
/// ```swift
/// let report = UnroutedLinkReport()
/// report.linkTapped()   // reported
/// report.linkTapped()   // nothing more
/// ```
///
/// Not isolated: SwiftUI makes it as a view's `@State` default, and only the main actor taps.
package final class UnroutedLinkReport {
    /// Whether the link was reported.
    private(set) var isReported = false

    /// A link with no router around it.
    package init() {}

    /// The link was tapped: reported the first time, nothing more later.
    func linkTapped() {
        guard !isReported else { return }
        isReported = true
        Diagnostics.report(
            "routing",
            "RouteLink outside a TransitionStack (a transitionSheet's content, a UIHostingController of "
                + "its own, a preview): it does nothing, as NavigationLink outside a NavigationStack")
    }
}
