#if canImport(UIKit)
    import UIKit

    /// `UIViewController` is the ``ViewControllerProperties`` port: `viewIfLoaded`, `parent` and
    /// `loadViewIfNeeded()` are UIKit's own; insets and the coordinator convert in one line each.
    extension UIViewController: ViewControllerProperties {
        package typealias PortView = UIView
        package typealias PortViewController = UIViewController
        package typealias PortCoordinator = UIKitTransitionCoordinator

        package var additionalSafeArea: Insets {
            get { Insets(additionalSafeAreaInsets) }
            set { additionalSafeAreaInsets = newValue.edgeInsets }
        }
        package var activeTransitionCoordinator: UIKitTransitionCoordinator? {
            transitionCoordinator.map(UIKitTransitionCoordinator.init)
        }
    }
#endif
