#if canImport(UIKit)
    import UIKit

    /// UIKit's own members, except those with neutral types, which convert.
    extension UIView: ViewPort {
        package typealias PortView = UIView
        package typealias PortColor = UIColor

        /// `transform` as neutral components.
        package var transform2D: Transform2D {
            get { Transform2D(transform) }
            set { transform = newValue.affineTransform }
        }
        /// `layer.cornerRadius`.
        package var cornerRadius: CGFloat {
            get { layer.cornerRadius }
            set { layer.cornerRadius = newValue }
        }
        /// `backgroundColor` as neutral components.
        package var backgroundRGBA: RGBA? {
            get { backgroundColor.map(RGBA.init(resolving:)) }
            set { backgroundColor = newValue?.uiColor }
        }
        /// `tintColor` (implicitly unwrapped in UIKit).
        package var tint: UIColor? {
            get { tintColor }
            set { tintColor = newValue }
        }
        /// `window != nil`.
        package var isInWindow: Bool { window != nil }
        /// `effectiveUserInterfaceLayoutDirection`, neutral.
        package var effectiveLayoutDirection: TransitionLayoutDirection {
            TransitionLayoutDirection(effectiveUserInterfaceLayoutDirection)
        }
    }

    /// `UIViewController` is the ``ViewControllerPort`` port: `viewIfLoaded`, `parent` and
    /// `loadViewIfNeeded()` are UIKit's own; insets, the large title's mode and the coordinator convert in one line each.
    extension UIViewController: ViewControllerPort {
        package typealias PortView = UIView
        package typealias PortViewController = UIViewController
        /// The coordinator type: UIKit's coordinator behind the port.
        package typealias PortCoordinator = UIKitTransitionCoordinator

        /// `additionalSafeAreaInsets`, neutral.
        package var additionalSafeArea: Insets {
            get { Insets(additionalSafeAreaInsets) }
            set { additionalSafeAreaInsets = newValue.edgeInsets }
        }
        /// `navigationItem.largeTitleDisplayMode`, neutral.
        package var largeTitleDisplayMode: LargeTitleDisplayMode {
            LargeTitleDisplayMode(rawValue: navigationItem.largeTitleDisplayMode.rawValue)
        }
        /// `transitionCoordinator` behind the port.
        package var activeTransitionCoordinator: UIKitTransitionCoordinator? {
            transitionCoordinator.map(UIKitTransitionCoordinator.init)
        }
        /// The class test UIKit's push makes.
        package var isNavigationOrTabBarController: Bool {
            self is UINavigationController || self is UITabBarController
        }
    }
#endif
