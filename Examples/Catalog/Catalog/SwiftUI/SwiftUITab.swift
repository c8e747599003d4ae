import SwiftUI
import TransitionKit
import TransitionKitGestures
import UIKit

/// The SwiftUI tab: a `TransitionStack` hosted in the tab bar, with a router the catalog keeps so
/// the Reduce Motion switch can change its default transition.
enum SwiftUITab {
    /// Makes the tab's hosting controller.
    @MainActor
    static func make(preferences: CatalogPreferences) -> UIViewController {
        let router = TransitionRouter(defaultTransition: .slide)
        // SwiftUI presentations (the media grid's sheet) are the shared delegate's: their zooms
        // are dragged or pinched away.
        NavigationDelegate.presentations.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])
        preferences.observe { [weak router] preferences in
            router?.defaultTransition = preferences.adapted(.slide)
        }
        let host = UIHostingController(
            rootView: TransitionStack(router: router) { GalleryScreen(preferences: preferences) })
        host.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
        return host
    }
}
