#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Forwards to ``additionalDelegate`` and announces an animated transition the delegate
        /// does not animate itself (`.willBegin` through the transition coordinator).
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - viewController: The screen about to be shown.
        ///   - animated: Whether the change is animated.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            additionalDelegate?.navigationController?(
                navigationController, willShow: viewController, animated: animated)
            guard let coordinator = navigationController.transitionCoordinator, coordinator.isAnimated else {
                return
            }
            announce(coordinator, in: navigationController, showing: viewController)
        }

        /// Forwards to ``additionalDelegate`` and forgets per-push overrides whose screen left the
        /// stack.
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - viewController: The screen now shown.
        ///   - animated: Whether the change was animated.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            overrides.stackDidSettle(navigationController.viewControllers.map(\.transitionScreen))
            additionalDelegate?.navigationController?(
                navigationController, didShow: viewController, animated: animated)
        }

        /// Answers `true` for the orientation methods exactly when ``additionalDelegate``
        /// implements them, so UIKit's behaviour is unchanged when the app does not.
        ///
        /// - Parameter selector: The selector UIKit asks about.
        /// - Returns: Whether this object (or the app delegate, for forwarded selectors) responds.
        public nonisolated override func responds(to selector: Selector?) -> Bool {
            if super.responds(to: selector) { return true }
            guard let selector, Self.forwardedSelectors.contains(selector) else { return false }
            return forwarding.object(responding: selector) != nil
        }

        /// Sends the forwarded orientation methods to ``additionalDelegate``.
        ///
        /// - Parameter selector: The selector being sent.
        /// - Returns: The app delegate for a forwarded selector it implements, else the default.
        public nonisolated override func forwardingTarget(for selector: Selector?) -> Any? {
            guard let selector, Self.forwardedSelectors.contains(selector),
                let target = forwarding.object(responding: selector)
            else { return super.forwardingTarget(for: selector) }
            return target
        }

        /// The optional delegate methods this object does not implement but forwards unchanged.
        private nonisolated static var forwardedSelectors: [Selector] {
            [
                #selector(
                    UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
                #selector(
                    UINavigationControllerDelegate
                        .navigationControllerPreferredInterfaceOrientationForPresentation(
                            _:)),
            ]
        }
    }
#endif
