#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// Documentation snippets beyond the Contract — the region driver the Contract names in
    /// a comment, installed as the README's interactive-driver section does, with its one import —
    /// compiled so that they cannot drift. Never called.
    @MainActor
    func gesturesDocumentationSnippets(
        navigationController: UINavigationController, transitions: NavigationDelegate
    ) {
        transitions.attach(to: navigationController, interaction: PanTransitionDriver(region: .fullWidth))
    }
#endif
