import TransitionKit
import UIKit

/// The bar-less flow tab: a `BarlessNavigationController` whose screens carry their own
/// toolbars. Its default transition, the slide, becomes a safe-area morph between toolbars of
/// different heights; requests made during a transition wait their turn.
enum FlowTab {
    /// Makes the tab's navigation controller.
    @MainActor
    static func make(preferences: CatalogPreferences) -> UINavigationController {
        let inbox = InboxViewController(messages: Message.inbox)
        let navigation = BarlessNavigationController(rootViewController: inbox)
        navigation.tabBarItem = UITabBarItem(title: "Flow", image: UIImage(systemName: "tray"), tag: 1)
        preferences.observe { [weak navigation] preferences in
            navigation?.transitions.defaultTransition = preferences.adapted(.slide)
        }
        navigation.transitions.addObserver { [weak inbox] event in
            guard event.phase != .willBegin else { return }
            let outcome = event.phase == .didEnd ? "" : " (cancelled)"
            inbox?.record("\(event.operation) → \(event.to.title ?? "?")\(outcome)")
        }
        return navigation
    }
}
