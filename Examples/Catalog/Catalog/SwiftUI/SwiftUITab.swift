import SwiftUI
import TransitionKit
import UIKit

/// The SwiftUI tab: a `TransitionStack` hosted in the tab bar, with a router the catalog keeps so
/// the Reduce Motion switch can change its default transition.
enum SwiftUITab {
    /// Makes the tab's hosting controller.
    @MainActor
    static func make(preferences: CatalogPreferences) -> UIViewController {
        let router = TransitionRouter(defaultTransition: .slide)
        preferences.observe { [weak router] preferences in
            router?.defaultTransition = preferences.adapted(.slide)
        }
        let host = UIHostingController(
            rootView: TransitionStack(router: router) { GalleryScreen(preferences: preferences) })
        host.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
        return host
    }
}
