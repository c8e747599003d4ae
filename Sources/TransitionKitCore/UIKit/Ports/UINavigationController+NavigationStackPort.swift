#if canImport(UIKit)
    import UIKit

    /// `UINavigationController` is the ``NavigationStackPort``: the stack, `delegate` and the
    /// push and pop methods are UIKit's own; the layout direction and the system pop gesture's
    /// switch convert in one line each.
    extension UINavigationController: NavigationStackPort {
        /// The delegate type: UIKit's delegate protocol.
        package typealias PortDelegate = any UINavigationControllerDelegate

        /// `view.effectiveUserInterfaceLayoutDirection`, neutral.
        package var viewLayoutDirection: TransitionLayoutDirection {
            TransitionLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        }
        /// `interactivePopGestureRecognizer?.isEnabled` (`false` without a recogniser).
        package var isInteractivePopGestureEnabled: Bool {
            get { interactivePopGestureRecognizer?.isEnabled ?? false }
            set { interactivePopGestureRecognizer?.isEnabled = newValue }
        }
    }
#endif
