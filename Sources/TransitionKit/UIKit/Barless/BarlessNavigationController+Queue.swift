#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// Navigation calls, serialized by the neutral ``NavigationQueueCore``.
    extension BarlessNavigationController {
        /// Pushes a screen (wrapped), now or after the running transition.
        ///
        /// - Parameters:
        ///   - viewController: The screen, or a container.
        ///   - animated: Whether to animate.
        open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            coordinator.queue.pushViewController(viewController, animated: animated) {
                super.pushViewController(viewController, animated: animated)
            }
        }

        /// Pops the top screen, now or after the running transition.
        ///
        /// - Parameter animated: Whether to animate.
        /// - Returns: The popped stack entry (a container) when it ran now; `nil` when queued or
        ///   dropped (at the root).
        open override func popViewController(animated: Bool) -> UIViewController? {
            coordinator.queue.popViewController(animated: animated) {
                super.popViewController(animated: animated)
            }
        }

        /// Pops to a screen in the stack, now or after the running transition.
        ///
        /// - Parameters:
        ///   - viewController: The screen, or its container.
        ///   - animated: Whether to animate.
        /// - Returns: The popped entries when it ran now; `nil` when queued or dropped.
        open override func popToViewController(_ viewController: UIViewController, animated: Bool)
            -> [UIViewController]?
        {
            coordinator.queue.popToViewController(viewController, animated: animated) {
                super.popToViewController(viewController, animated: animated)
            }
        }

        /// Pops to the root, now or after the running transition.
        ///
        /// - Parameter animated: Whether to animate.
        /// - Returns: The popped entries when it ran now; `nil` when queued or dropped.
        open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
            coordinator.queue.popToRootViewController(animated: animated) {
                super.popToRootViewController(animated: animated)
            }
        }

        /// Replaces the stack (each new screen wrapped), now or after the running transition.
        /// An empty array, or one naming a screen twice, is ignored.
        ///
        /// - Parameters:
        ///   - viewControllers: The screens, bottom first.
        ///   - animated: Whether to animate.
        open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            coordinator.queue.setViewControllers(viewControllers, animated: animated) {
                super.setViewControllers(viewControllers, animated: animated)
            }
        }

        /// The stack entries (containers); setting goes through `setViewControllers(_:animated: false)`.
        open override var viewControllers: [UIViewController] {
            get { super.viewControllers }
            set {
                coordinator.queue.setViewControllers(newValue, animated: false) {
                    super.viewControllers = newValue
                }
            }
        }
    }

    /// How the queue knows the screens: by their content, wrapped once as they enter the stack.
    extension BarlessNavigationController: NavigationQueueHost {
        /// The stack the queue drives: this controller, as UIKit's.
        package typealias Stack = UINavigationController

        /// The content screen's identity (``ScreenWrapping``).
        package func identity(of viewController: UIViewController) -> ObjectIdentifier {
            ScreenWrapping.identity(of: viewController)
        }

        /// The screen wrapped as it enters the stack (``ScreenWrapping``).
        package func entry(for screen: UIViewController) -> UIViewController {
            ScreenWrapping.wrap(screen)
        }

        /// `DispatchQueue.main.async`.
        package func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
            MainQueueNextTurn().scheduleOnNextTurn(action)
        }
    }

    /// The pan driver's pops go through the queue but are never queued: a pop asked for while the queue is
    /// busy is dropped rather than run later without the finger.
    extension BarlessNavigationController: InteractivePopGating {
        /// Nothing in flight, nothing waiting, and more than one screen
        /// (``NavigationQueue/canBeginInteractivePop``).
        package var canBeginInteractivePop: Bool {
            coordinator.queue.canBeginInteractivePop
        }

        /// Recorded as the queue's transition in flight; dropped while busy or at the root. Requests arriving
        /// during the pop wait for it; a cancelled pop leaves the stack as it was.
        package func beginInteractivePop() {
            coordinator.queue.beginInteractivePop()
        }
    }
#endif
