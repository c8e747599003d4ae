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
        forwarding()
        guard let coordinator = stack.activeTransitionCoordinator, coordinator.isAnimated else { return }
        announce(coordinator, in: stack, showing: viewController)
    }

    /// `navigationController(_:didShow:animated:)`: forgets per-push overrides whose screen left
    /// the stack, tells the controller's listener (its navigation queue), then forwards to the
    /// app's delegate.
    ///
    /// - Parameters:
    ///   - viewController: The screen now shown.
    ///   - stack: The navigation controller.
    ///   - animated: Whether the change was animated.
    ///   - forwarding: Calls the app delegate's `didShow`.
    func didShow(
        _ viewController: Screen, in stack: Stack, animated: Bool, forwarding: () -> Void
    ) {
        if let host { overrides.stackDidSettle(stack.viewControllers.map(host.transitionScreen)) }
        controllers[stack]?.didShowListener?(viewController)
        forwarding()
    }
}
