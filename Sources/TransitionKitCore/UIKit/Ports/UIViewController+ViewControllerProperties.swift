#if canImport(UIKit)
    import UIKit

    /// `UIViewController` is the ``ViewControllerProperties`` port: `viewIfLoaded`, `parent` and
    /// `loadViewIfNeeded()` are UIKit's own; insets and the coordinator convert in one line each.
    extension UIViewController: ViewControllerProperties {
        /// The view type: `UIView`.
        package typealias PortView = UIView
        /// The view controller type: `UIViewController`.
        package typealias PortViewController = UIViewController
        /// The coordinator type: UIKit's coordinator behind the port.
        package typealias PortCoordinator = UIKitTransitionCoordinator

        /// `additionalSafeAreaInsets`, neutral.
        package var additionalSafeArea: Insets {
            get { Insets(additionalSafeAreaInsets) }
            set { additionalSafeAreaInsets = newValue.edgeInsets }
        }
        /// `transitionCoordinator` behind the port.
        package var activeTransitionCoordinator: UIKitTransitionCoordinator? {
            transitionCoordinator.map(UIKitTransitionCoordinator.init)
        }
    }
#endif
