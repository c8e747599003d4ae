extension NavigationDelegateCore {
    /// Turns a running push or pop around in place for a queued request that undoes it, the way a finger's
    /// catch does, so UIKit completes it once. `false` (the request waits) when it cannot.
    package func reverseRunningTransition(of stack: Stack) -> Bool {
        guard reversesInterruptedTransitions, let running = stack.activeTransitionCoordinator,
            running.isTransition(of: stack), let driver = slot.driver(for: stack)
        else { return false }
        return driver.reverseRunningTransition()
    }
}
