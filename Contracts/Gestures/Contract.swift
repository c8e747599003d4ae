// swift-format-ignore-file
// The bodies below are the Contract exactly as the issue prints it; the formatter leaves
// this file alone so that it stays verbatim.

import TransitionKitGestures

#if canImport(UIKit)
    import TransitionKit

    /// The Contract (an app outside the project compiles this for iOS), unchanged after its
    /// first line, the import above: the iOS compile gate fails if the public API drifts from it.
    /// `transitions` is the `NavigationDelegate` the Contract's comment names; `@SnippetLines`
    /// lets the lines that only name a value (`release.outcome`) compile without an "unused"
    /// warning. Never called.
    @MainActor @SnippetLines
    func gesturesContract(transitions: NavigationDelegate) {
        let driver = PanTransitionDriver(popGesture: .edgeOnly)      // or PanTransitionDriver(region: .fullWidth)
        transitions.interactionDriver = driver                  // transitions: NavigationDelegate
        // neutral:
        driver.releasePolicy = ReleasePolicy(threshold: 0.5, decisiveSpeed: 1)  // speeds in progress units per second
    }
#endif

/// The neutral half of the Contract (outside code calls it on Linux), the same lines again
/// outside `#if canImport(UIKit)` so that `swift build` on Linux checks them too. Never called.
@SnippetLines
func gesturesNeutralContract() {
    let policy = ReleasePolicy(threshold: 0.5, decisiveSpeed: 1)  // speeds in progress units per second
    policy.threshold           // the projected progress a release must pass to finish
}
