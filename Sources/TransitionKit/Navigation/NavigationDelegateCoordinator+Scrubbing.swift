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
        host.onNextTurn { [weak self, weak stack] in
            guard let self, let stack, self.scrubsTransitions else { return }
            self.host?.scrubRunningTransition(of: stack, operation: operation)
        }
    }
}
