import SwiftUI
import TransitionKit
import TransitionKitGestures
import UIKit

/// The SwiftUI tab: a `TransitionStack` hosted in the tab bar, whose default transition follows
/// the Reduce Motion switch.
enum SwiftUITab {
    /// Makes the tab's hosting controller.
    @MainActor
    static func make(preferences: CatalogPreferences) -> UIViewController {
        // SwiftUI presentations (the media grid's sheet) are the shared delegate's: their zooms
        // are dragged or pinched away.
        NavigationDelegate.presentations.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])
        let host = UIHostingController(rootView: SwiftUITabStack(preferences: preferences))
        host.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
        return host
    }
}

/// The tab's stack: each screen's own toolbar (the bar-less morph), and a default transition that
/// plays as under Reduce Motion when the switch says so.
struct SwiftUITabStack: View {
    @ObservedObject var preferences: CatalogPreferences

    var body: some View {
        TransitionStack(defaultTransition: preferences.adapted(.slide), bar: .barless) {
            GalleryScreen(preferences: preferences)
        }
    }
}
