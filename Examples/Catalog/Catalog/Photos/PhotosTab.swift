import TransitionKit
import TransitionKitGestures
import UIKit

/// The photos tab: a plain `UINavigationController` with one `NavigationDelegate`, a zoom from
/// the grid into a photo, a zoom presenting the photo full screen (both dragged away), and a
/// cross-fade to the settings.
enum PhotosTab {
    /// Makes the tab's navigation controller.
    @MainActor
    static func make(preferences: CatalogPreferences) -> UINavigationController {
        let grid = PhotoGridViewController(photos: Photo.library, preferences: preferences)
        let navigation = UINavigationController(rootViewController: grid)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(
            title: "Photos", image: UIImage(systemName: "photo.on.rectangle"), tag: 0)

        // The delegate lives as long as the navigation controller. The pan from the leading edge
        // drags every pop; a touch during any transition of this stack catches it.
        let transitions = NavigationDelegate()
        let driver = PanTransitionDriver(popGesture: .edgeOnly)
        driver.allowsCatchingTransitions = true
        transitions.attach(to: navigation, interaction: driver)

        // The zoom reads its views when it starts: the thumbnail of the photo on the detail screen
        // (scrolled into view on the way back) and the detail's image. The pop plays it backwards.
        transitions.register(from: PhotoGridViewController.self, to: PhotoDetailViewController.self) {
            grid, detail, _ in
            preferences.adapted(.zoom(from: grid.thumbnailView(for: detail.photo), to: detail.imageView))
        }
        transitions.register(.crossFade, from: PhotoGridViewController.self, to: SettingsViewController.self)

        // Zoomed screens can be dragged or pinched away: the pushed photo back into the grid, and
        // the full-screen viewer the photo presents (a zoom too) back into its page.
        transitions.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])
        return navigation
    }
}
