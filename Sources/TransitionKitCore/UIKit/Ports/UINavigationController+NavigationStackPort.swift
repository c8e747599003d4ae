#if canImport(UIKit)
    import UIKit

    /// UIKit's own members, except the layout direction and the pop gestures' switches, which convert.
    extension UINavigationController: NavigationStackPort {
        package typealias PortDelegate = any UINavigationControllerDelegate

        /// `view.effectiveUserInterfaceLayoutDirection`, neutral.
        package var viewLayoutDirection: TransitionLayoutDirection {
            TransitionLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        }
        /// `navigationBar.prefersLargeTitles`.
        package var prefersLargeTitles: Bool { navigationBar.prefersLargeTitles }
        /// `navigationBar`.
        package var navigationBarView: UIView { navigationBar }
        /// `view.layoutIfNeeded()`.
        package func layOutBars() { view.layoutIfNeeded() }
        /// `tabBarController?.tabBar`.
        package var tabBarView: UIView? { tabBarController?.tabBar }
        /// The tab bar's variant, from the system version, the idiom and the width.
        package var tabBarVariant: TabBarVariant {
            TabBarVariant(
                systemMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
                isPad: traitCollection.userInterfaceIdiom == .pad,
                isRegularWidth: (tabBarController ?? self).traitCollection.horizontalSizeClass == .regular)
        }
        /// `interactivePopGestureRecognizer?.isEnabled` (`false` without a recognizer).
        package var isInteractivePopGestureEnabled: Bool {
            get { interactivePopGestureRecognizer?.isEnabled ?? false }
            set { interactivePopGestureRecognizer?.isEnabled = newValue }
        }
        /// `interactiveContentPopGestureRecognizer?.isEnabled` (`false` before iOS 26).
        package var isInteractiveContentPopGestureEnabled: Bool {
            get { interactiveContentPopGesture?.isEnabled ?? false }
            set { interactiveContentPopGesture?.isEnabled = newValue }
        }

        /// Read through the Objective-C runtime: the iOS 16.5 SDK does not declare it, and `value(forKey:)`
        /// raises for an unknown key, hence `responds(to:)`. `nil` where it does not exist.
        private var interactiveContentPopGesture: UIGestureRecognizer? {
            let key = "interactiveContentPopGestureRecognizer"
            guard responds(to: NSSelectorFromString(key)) else { return nil }
            return value(forKey: key) as? UIGestureRecognizer
        }
    }
#endif
