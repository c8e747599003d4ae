#if canImport(UIKit)
    import UIKit
    import Foundation

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
            trace?.willShow(viewController, in: navigationController, animated: animated)
            core.willShow(viewController, in: navigationController, animated: animated) {
                additionalDelegate?.navigationController?(
                    navigationController, willShow: viewController, animated: animated)
            }
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
            trace?.tap.didShow(viewController, in: navigationController, animated: animated)
            core.didShow(viewController, in: navigationController, animated: animated) {
                additionalDelegate?.navigationController?(
                    navigationController, didShow: viewController, animated: animated)
            }
        }

        /// Answers `true` for the orientation methods exactly when ``additionalDelegate``
        /// implements them, so UIKit's behavior is unchanged when the app does not.
        ///
        /// - Parameter selector: The selector UIKit asks about.
        /// - Returns: Whether this object answers the selector for UIKit.
        public nonisolated override func responds(to selector: Selector?) -> Bool {
            if let selector, Self.forwardedSelectors.contains(selector) {
                return forwarding.object(responding: selector) != nil
            }
            return super.responds(to: selector)
        }

        /// Forwards to ``additionalDelegate``.
        ///
        /// Only called while the app's delegate implements it (see ``responds(to:)``). Should
        /// UIKit call it after that delegate went away (it caches the answer), the result is
        /// `UIViewController`'s own default — all orientations on iPad, all but upside-down
        /// elsewhere — instead of an unrecognized-selector crash.
        ///
        /// - Parameter navigationController: The navigation controller.
        /// - Returns: The app delegate's answer, else the default.
        public func navigationControllerSupportedInterfaceOrientations(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientationMask {
            if let answer = additionalDelegate?.navigationControllerSupportedInterfaceOrientations?(
                navigationController)
            {
                return answer
            }
            return OrientationFallback.supportedOrientations(
                isPad: navigationController.traitCollection.userInterfaceIdiom == .pad, all: .all,
                allButUpsideDown: .allButUpsideDown)
        }

        /// Forwards to ``additionalDelegate``; after that delegate went away, the scene's current
        /// orientation (portrait when unknown). See
        /// ``navigationControllerSupportedInterfaceOrientations(_:)``.
        ///
        /// - Parameter navigationController: The navigation controller.
        /// - Returns: The app delegate's answer, else the current orientation.
        public func navigationControllerPreferredInterfaceOrientationForPresentation(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientation {
            if let answer = additionalDelegate?
                .navigationControllerPreferredInterfaceOrientationForPresentation?(
                    navigationController)
            {
                return answer
            }
            return OrientationFallback.preferredOrientation(
                current: navigationController.view.window?.windowScene?.interfaceOrientation,
                unknown: .unknown,
                portrait: .portrait)
        }

        /// The optional delegate methods answered only when the app's delegate implements them.
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

    /// The app's delegate, weak and behind a lock: the runtime may call `responds(to:)` and
    /// `forwardingTarget(for:)` from any thread. `@unchecked Sendable`: every access takes the lock.
    final class ForwardingTarget: @unchecked Sendable {
        private let lock = NSLock()
        private weak var storedObject: AnyObject?

        /// The object to forward to, if it is still alive.
        var object: AnyObject? {
            get { lock.withLock { storedObject } }
            set { lock.withLock { storedObject = newValue } }
        }

        /// The object, if it is alive and implements `selector`.
        func object(responding selector: Selector) -> AnyObject? {
            guard let object = object as? NSObjectProtocol, object.responds(to: selector) else { return nil }
            return object
        }
    }
#endif
