#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// Documentation snippets beyond the Contract — the `.system` default the Contract
    /// mentions in a comment, observers (RegisteringTransitions.md) and the per-push override
    /// (README) — compiled so that they cannot drift. Never called.
    @MainActor
    func navigationDocumentationSnippets(
        navigationController: UINavigationController, transitions: NavigationDelegate
    ) {
        transitions.defaultTransition = .system
        transitions.addObserver { event in
            if event.phase == .willBegin { event.animateAlongside {} }
        }
        navigationController.pushViewController(
            DetailViewController(), transition: .slide.duration(0.3).reduceMotion(playsAsDesigned: true))
    }
#endif
