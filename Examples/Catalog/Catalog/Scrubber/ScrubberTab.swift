import UIKit

/// The scrubber tab: every built-in transition, pushed or popped, on a stage with a slider, Play
/// and Reverse, and a pan that catches and flicks it like the navigation gesture.
enum ScrubberTab {
    /// Makes the tab's navigation controller.
    @MainActor
    static func make(preferences: CatalogPreferences) -> UINavigationController {
        let navigation = UINavigationController(
            rootViewController: TransitionListViewController(preferences: preferences))
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(
            title: "Scrubber", image: UIImage(systemName: "slider.horizontal.3"), tag: 3)
        return navigation
    }
}
