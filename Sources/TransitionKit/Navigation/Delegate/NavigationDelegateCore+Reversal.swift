extension NavigationDelegateCore {
    /// Turns `stack`'s running push or pop around in place, for a request that undoes it (a Back
    /// tap while the push runs, the screen being popped pushed again) made through a navigation
    /// queue the library runs (the bar-less controller's, the navigator's).
    ///
    /// The installed driver catches the transition where it is on screen and releases it toward
    /// the other end with the velocity it had — the path a finger's catch takes — so UIKit
    /// completes it once, cancelled for a push turned back, and observers are told so.
    ///
    /// - Parameter stack: A navigation controller.
    /// - Returns: Whether it was turned around; `false` (the request then waits in the queue) when
    ///   ``reversesInterruptedTransitions`` is off, no transition of `stack` itself runs, it has no
    ///   driver, or its driver cannot turn it (UIKit's own slide, an animator that is not
    ///   interruptible, a finger holding it, catching turned off).
    func reverseRunningTransition(of stack: Stack) -> Bool {
        guard reversesInterruptedTransitions, let running = stack.activeTransitionCoordinator,
            running.isTransition(of: stack), let driver = slot.driver(for: stack)
        else { return false }
        return driver.reverseRunningTransition()
    }
}
