extension NavigationDelegateCoordinator {
    /// `scrubsTransitions`: once UIKit started a transition the delegate vended (not one a gesture
    /// drives), the host is asked on the next turn to catch it and scrub it under an overlay.
    ///
    /// On the next turn because UIKit starts the transition after the delegate answered; by then
    /// the driver holds it as a catchable transition. A navigation controller released by then is
    /// left alone.
    ///
    /// - Parameters:
    ///   - operation: Push or pop.
    ///   - stack: The navigation controller.
    func scrubIfAsked(_ operation: NavigationOperation, in stack: Stack) {
        guard scrubsTransitions, let host else { return }
        host.scheduleOnNextTurn { [weak self, weak stack] in
            guard let self, let stack, self.scrubsTransitions else { return }
            self.host?.scrubRunningTransition(of: stack, operation: operation)
        }
    }
}

extension NavigationDelegateCoordinator {
    /// A scrubber's navigation controller: attached with `driver` unless it is attached with a
    /// driver already (a bar-less controller attaches its own transitions when its view loads),
    /// so its own driver and gate stay.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - driver: Makes the driver to attach it with.
    func attachForScrubbing(_ stack: Stack, interaction driver: () -> Host.Driver) {
        guard self.driver(for: stack) == nil else { return }
        attach(to: stack, interaction: driver())
    }
}
