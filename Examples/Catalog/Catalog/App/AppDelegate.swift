import UIKit

/// The catalog's entry point: one window showing the tabs.
///
/// The app uses the UIKit life cycle without scenes, so the window is made here.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's only window.
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = CatalogRootViewController(preferences: .shared)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
