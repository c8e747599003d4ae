#if canImport(UIKit)
    import UIKit

    /// One transition at a time on a plain `UINavigationController` attached to a
    /// ``NavigationDelegate``: push, pop, pop-to, pop-to-root and set-stack, queued as the
    /// bar-less controller queues them.
    ///
    /// ```swift
    /// let navigator = transitions.navigator(for: navigation)
    /// navigator.popToRoot(animated: true)
    /// navigator.push(viewer, animated: true)   // runs once the pop to the root has ended
    /// ```
    ///
    /// A request made while a transition runs waits, in order, and is judged against the stack as
    /// it is when its turn comes — the same rules and outcomes as ``BarlessNavigationController``
    /// (a pop at the root, a pop-to a screen no longer in the stack, a stack naming a screen twice
    /// are dropped; a duplicate push is refused; a request during an interactive pop waits for it).
    /// A deep link written as pop-to-root then push plays as two clean transitions, one after
    /// the other, never nested.
    ///
    /// ## Outcomes
    /// - Pushing a screen already in the stack: dropped, reported to the diagnostics.
    /// - Many requests in one run-loop turn (1,000): each runs or is dropped in order, one
    ///   transition at a time; none is lost without a report.
    /// - A controller that was released, detached, or whose `delegate` is no longer the
    ///   transitions object: the request is dropped and reported; nothing is queued.
    /// - Calls made directly on the navigation controller bypass the queue (UIKit's behavior).
    ///
    /// The navigator holds the navigation controller and the delegate weakly; the queue belongs to
    /// the delegate and lives while the controller stays attached, so navigators for the same
    /// controller share it.
    @MainActor
    public final class Navigator {
        private weak var transitions: NavigationDelegate?
        /// The navigation controller, while it exists.
        private(set) weak var navigationController: UINavigationController?

        init(transitions: NavigationDelegate, navigationController: UINavigationController) {
            self.transitions = transitions
            self.navigationController = navigationController
        }

        /// Pushes `viewController`, now or after the running transition.
        ///
        /// - Parameters:
        ///   - viewController: The screen; one already in the stack is dropped.
        ///   - animated: Whether to animate.
        public func push(_ viewController: UIViewController, animated: Bool) {
            send(.push(viewController, animated: animated))
        }

        /// Pops the top screen, now or after the running transition (dropped at the root).
        ///
        /// - Parameter animated: Whether to animate.
        public func pop(animated: Bool) {
            send(.pop(animated: animated))
        }

        /// Pops to `viewController`, now or after the running transition (dropped when it is no
        /// longer in the stack or already on top).
        ///
        /// - Parameters:
        ///   - viewController: A screen in the stack.
        ///   - animated: Whether to animate.
        public func pop(to viewController: UIViewController, animated: Bool) {
            send(.popTo(viewController, animated: animated))
        }

        /// Pops to the root, now or after the running transition (dropped at the root).
        ///
        /// - Parameter animated: Whether to animate.
        public func popToRoot(animated: Bool) {
            send(.popToRoot(animated: animated))
        }

        /// Replaces the stack, now or after the running transition (an empty stack or one naming
        /// a screen twice is dropped).
        ///
        /// - Parameters:
        ///   - viewControllers: The screens, bottom first.
        ///   - animated: Whether to animate.
        public func setStack(_ viewControllers: [UIViewController], animated: Bool) {
            send(.setStack(viewControllers, animated: animated))
        }

        private func send(_ request: NavigationDelegateCore<NavigationDelegate>.NavigatorRequest) {
            guard let transitions else {
                Diagnostics.report("navigator", "request dropped: the NavigationDelegate was released")
                return
            }
            transitions.core.navigator.navigate(request, in: navigationController)
        }
    }

    extension NavigationDelegate {
        /// The navigator of an attached plain navigation controller: its pushes and pops run one
        /// transition at a time (see ``Navigator``).
        ///
        /// ```swift
        /// // One transition at a time on a plain navigation controller.
        /// let navigator = transitions.navigator(for: navigation)
        /// navigator.popToRoot(animated: true)
        /// navigator.push(viewer, animated: true)
        /// ```
        ///
        /// A ``BarlessNavigationController`` queues its own navigation methods and needs none.
        ///
        /// - Parameter navigationController: A navigation controller this delegate is attached to;
        ///   requests for one that is not (or no longer) attached are dropped and reported.
        /// - Returns: A navigator (cheap; navigators of one controller share its queue).
        public func navigator(for navigationController: UINavigationController) -> Navigator {
            Navigator(transitions: self, navigationController: navigationController)
        }
    }
#endif
