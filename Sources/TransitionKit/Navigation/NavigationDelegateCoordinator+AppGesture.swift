import TransitionKitCore

extension NavigationDelegateCoordinator {
    /// The app's own gesture begins a pop of `stack` that its installed driver drives (see
    /// `NavigationDelegate.beginInteractivePop(of:)`): the same path as the driver's pan, so the
    /// delegate's decision (Reduce Motion included), the release policy, the hand-off spring and
    /// catching all apply.
    ///
    /// - Parameter stack: An attached navigation controller.
    /// - Returns: The handle, or `nil` — reported to the diagnostics — when `stack` is not attached,
    ///   has no driver, or its driver cannot drive a pop now.
    func beginInteractivePop(of stack: Stack) -> (any TransitionInteraction)? {
        forgetReleasedControllers()
        guard attachments.controllers.contains(where: { $0 === stack }), let driver = driver(for: stack)
        else {
            Diagnostics.report(
                "driver",
                "beginInteractivePop(of:) on a navigation controller that is not attached or has no "
                    + "interaction driver; attach(to:) it with a PanTransitionDriver. Returning nil")
            return nil
        }
        guard checkDelegate(of: stack) else { return nil }
        return driver.beginInteractivePop()
    }
}
