extension NavigationDelegateCoordinator {
    /// `navigationController(_:willShow:animated:)`: forwards to the app's delegate, then
    /// announces an animated transition of `stack` through its transition coordinator.
    ///
    /// - Parameters:
    ///   - viewController: The screen about to be shown.
    ///   - stack: The navigation controller.
    ///   - animated: Whether the change is animated.
    ///   - forwarding: Calls the app delegate's `willShow`.
    func willShow(
        _ viewController: Screen, in stack: Stack, animated: Bool, forwarding: () -> Void
    ) {
        forgetReleasedControllers()
        forwarding()
        guard let coordinator = stack.activeTransitionCoordinator, coordinator.isAnimated else { return }
        announce(coordinator, in: stack, showing: viewController)
    }

    /// `navigationController(_:didShow:animated:)`: forgets per-push overrides whose screen left
    /// the stack, tells the controller's listener (its navigation queue) and its driver (UIKit's
    /// pop gestures follow the new top pair), then forwards to the app's delegate.
    ///
    /// - Parameters:
    ///   - viewController: The screen now shown.
    ///   - stack: The navigation controller.
    ///   - animated: Whether the change was animated.
    ///   - forwarding: Calls the app delegate's `didShow`.
    func didShow(
        _ viewController: Screen, in stack: Stack, animated: Bool, forwarding: () -> Void
    ) {
        forgetReleasedControllers()
        if let host { overrides.stackDidSettle(stack.viewControllers.map(host.transitionScreen)) }
        controllers[stack]?.didShowListener?(viewController)
        // The top pair changed: UIKit's own pop gestures follow whether a custom transition
        // plays for popping the new top screen.
        driver(for: stack)?.topScreenDidChange()
        forwarding()
    }
}
