import UIKit

/// Makes the window of the catalog's scene, showing the tabs.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = CatalogRootViewController(preferences: .shared)
        window.makeKeyAndVisible()
        self.window = window
    }
}
